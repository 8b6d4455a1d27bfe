import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ZAcceptInvitation } from '@hospedar/contracts/console/password-forms';
import { previewInvitation, useAcceptInvitation } from '../api/password-mutations.ts';
import { apiFieldErrors, fieldErrorsOf, type TFieldErrors } from '../form-issues.ts';
import { useConsoleErrorText, useFieldText } from '../use-console-error.ts';
import { AuthCard } from './auth-card.tsx';
import { linkTokenFromHash } from './link-token.ts';
import { confirmError, NewPasswordFields, type NewPasswordValue } from './new-password-fields.tsx';

/** The invitation's screen: who invited whom as what, the name and a password; then the sign-in. */
export default function AcceptInvitePage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const token = linkTokenFromHash(useLocation().hash);
  const preview = useQuery({
    queryKey: ['console', 'invitation', token],
    queryFn: () => previewInvitation(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
  });
  const accept = useAcceptInvitation();
  const errorText = useConsoleErrorText();
  const fieldText = useFieldText();
  const [name, setName] = useState<string | null>(null);
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<TFieldErrors>({});

  if (!token) {
    return (
      <AuthCard title={t('accept.title')}>
        <Alert severity="error">{t('link.missing')}</Alert>
      </AuthCard>
    );
  }
  if (preview.isPending) {
    return (
      <AuthCard title={t('accept.title')}>
        <CircularProgress aria-label={t('loading')} />
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title={t('accept.title')}>
        <Alert severity="error">{errorText(preview.error)}</Alert>
      </AuthCard>
    );
  }
  const invitation = preview.data;
  const shownName = name ?? invitation.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAcceptInvitation.safeParse({ token, name: shownName, password: value.password });
    const mismatch = confirmError(value);
    if (!parsed.success || mismatch) {
      setErrors({ ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), confirm: mismatch });
      return;
    }
    setErrors({});
    accept.mutate(parsed.data, {
      onSuccess: () => void navigate('/console/sign-in', { replace: true, state: { notice: 'passwordSet' } }),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <AuthCard title={t('accept.title')}>
      <Typography>
        {t('accept.intro', {
          hotel: invitation.hotelName,
          email: invitation.email,
          role: t(`roles.${invitation.role}`),
        })}
      </Typography>
      {accept.isError && <Alert severity="error">{errorText(accept.error)}</Alert>}
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <input type="hidden" name="username" autoComplete="username" value={invitation.email} readOnly />
        <TextField
          label={t('accept.name')}
          autoComplete="name"
          value={shownName}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={fieldText(errors.name)}
          required
        />
        <NewPasswordFields
          value={value}
          onChange={setValue}
          errors={errors}
          userInputs={[invitation.email, invitation.hotelName, shownName]}
        />
        <Button type="submit" variant="contained" size="large" disabled={accept.isPending}>
          {t('accept.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
