import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ZPasswordResetRequest } from '@hospedar/contracts/console/staff-auth';
import { useRequestReset } from '../api/console-mutations.ts';
import { fieldErrorsOf, type TFieldErrors } from '../form-issues.ts';
import { useConsoleErrorText, useFieldText } from '../use-console-error.ts';
import { AuthCard } from './auth-card.tsx';

/** Asks for a reset link; says the same whether the e-mail has an account or not (decision 195). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('console');
  const reset = useRequestReset();
  const errorText = useConsoleErrorText();
  const fieldText = useFieldText();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPasswordResetRequest.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    reset.mutate(parsed.data);
  };

  return (
    <AuthCard title={t('forgot.title')}>
      {reset.isSuccess ? (
        <Alert severity="success" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t('forgot.intro')}</Typography>
          {reset.isError && <Alert severity="error">{errorText(reset.error)}</Alert>}
          <Stack component="form" spacing={2} noValidate onSubmit={submit}>
            <TextField
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={fieldText(errors.email)}
              required
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </>
      )}
      <Link component={RouterLink} to="/console/sign-in">
        {t('forgot.back')}
      </Link>
    </AuthCard>
  );
}
