import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ZSignInRequest } from '@hospedar/contracts/console/staff-auth';
import { useSignIn } from '../api/console-mutations.ts';
import { isBrowserRefusal, usePasskeySignIn } from '../api/passkey-api.ts';
import { hotelConfigQuery } from '../api/console-queries.ts';
import { fieldErrorsOf, type TFieldErrors } from '../form-issues.ts';
import { useConsoleErrorText, useFieldText } from '../use-console-error.ts';
import { AuthCard } from './auth-card.tsx';

/** E-mail and password, or a passkey of this device (decision 246); either opens the console. */
export function SignInPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: 'passwordSet' } | null)?.notice;
  const config = useQuery(hotelConfigQuery);
  const signIn = useSignIn();
  const passkeySignIn = usePasskeySignIn();
  const errorText = useConsoleErrorText();
  const fieldText = useFieldText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const company = config.data?.company;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSignInRequest.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, { onSuccess: () => void navigate('/console/arrivals', { replace: true }) });
  };

  return (
    <AuthCard title={t('signIn.title')}>
      {company && (
        <Typography color="text.secondary">
          {t('signIn.subtitle', { hotel: company.hotel.nomeFantasia || company.name })}
        </Typography>
      )}
      {notice && !signIn.isError && <Alert severity="success">{t('signIn.passwordSet')}</Alert>}
      {signIn.isError && <Alert severity="error">{errorText(signIn.error)}</Alert>}
      {passkeySignIn.isError && (
        <Alert severity="error">
          {isBrowserRefusal(passkeySignIn.error)
            ? t('signIn.passkeyRefused')
            : errorText(passkeySignIn.error)}
        </Alert>
      )}
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
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={fieldText(errors.password)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </Stack>
      <Button
        variant="outlined"
        size="large"
        disabled={passkeySignIn.isPending}
        onClick={() =>
          passkeySignIn.mutate(undefined, {
            onSuccess: () => void navigate('/console/arrivals', { replace: true }),
          })
        }
      >
        {t('signIn.passkey')}
      </Button>
      <Link component={RouterLink} to="/console/forgot-password">
        {t('signIn.forgot')}
      </Link>
    </AuthCard>
  );
}
