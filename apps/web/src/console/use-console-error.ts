import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from './api/console-fetch.ts';

const KNOWN = [
  'STAFF_SIGN_IN_FAILED',
  'STAFF_SESSION_INVALID',
  'STAFF_LINK_INVALID',
  'RATE_LIMITED',
  'STAFF_ROLE_FORBIDDEN',
  'CSRF_REJECTED',
  'GUEST_NOT_FOUND',
  'STAFF_NOT_FOUND',
  'STAFF_SELF_CHANGE',
  'STAFF_LAST_OWNER',
  'STAFF_NOT_INVITED',
  'STAFF_EMAIL_IN_USE',
  'STAFF_PASSKEY_FAILED',
] as const;

/** The translated sentence for a failed console call. */
export function useConsoleErrorText() {
  const { t } = useTranslation('console');
  return (error: unknown): string => {
    if (!(error instanceof ConsoleApiError)) return t('errors.generic');
    if (error.code === 'STAFF_SIGN_IN_LOCKED') {
      const seconds = error.details?.retryAfterSeconds ?? 900;
      return t('errors.STAFF_SIGN_IN_LOCKED', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    const code = KNOWN.find((known) => known === error.code);
    return code ? t(`errors.${code}`) : t('errors.generic');
  };
}

/** A field message: a console key (`password.tooWeak`) or a shared rule (`validation.email`). */
export function useFieldText() {
  const { t } = useTranslation('console');
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    const known = t(key as 'password.tooWeak', { defaultValue: '' });
    return known || t('validation.required');
  };
}
