import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ZPasswordResetConfirm } from '@hospedar/contracts/console/password-forms';
import { useConfirmReset } from '../api/password-mutations.ts';
import { apiFieldErrors, fieldErrorsOf, type TFieldErrors } from '../form-issues.ts';
import { useConsoleErrorText } from '../use-console-error.ts';
import { AuthCard } from './auth-card.tsx';
import { linkTokenFromHash } from './link-token.ts';
import { confirmError, NewPasswordFields, type NewPasswordValue } from './new-password-fields.tsx';

/** The reset link's screen: a new password, checked as the API checks it; then the sign-in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const token = linkTokenFromHash(useLocation().hash);
  const confirm = useConfirmReset();
  const errorText = useConsoleErrorText();
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<TFieldErrors>({});

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert severity="error">{t('link.missing')}</Alert>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPasswordResetConfirm.safeParse({ token, password: value.password });
    const mismatch = confirmError(value);
    if (!parsed.success || mismatch) {
      setErrors({ ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), confirm: mismatch });
      return;
    }
    setErrors({});
    confirm.mutate(parsed.data, {
      onSuccess: () => void navigate('/console/sign-in', { replace: true, state: { notice: 'passwordSet' } }),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <AuthCard title={t('reset.title')}>
      {confirm.isError && <Alert severity="error">{errorText(confirm.error)}</Alert>}
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <NewPasswordFields value={value} onChange={setValue} errors={errors} userInputs={[]} />
        <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
