import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from './api/console-fetch.ts';

const KNOWN = [
  'STAFF_SIGN_IN_FAILED',
  'STAFF_SESSION_INVALID',
  'STAFF_LINK_INVALID',
  'RATE_LIMITED',
  'BRAND_IMAGE_NOT_ACCEPTED',
  'BRAND_IMAGE_TOO_LARGE',
  'BRAND_IMAGE_TOO_MANY_PIXELS',
  'BRAND_IMAGE_MISSING',
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
    if (error.code === 'STAFF_RESEND_TOO_SOON') {
      return t('errors.STAFF_RESEND_TOO_SOON', { seconds: error.details?.retryAfterSeconds ?? 60 });
    }
    // The portal's reasons a reservation admits no pre-check-in (BLOCK_REASON_CODES): one sentence here.
    if (error.code.startsWith('RESERVATION_')) return t('errors.reservationClosed');
    if (error.code === 'GUEST_NOT_FOUND') return t('arrivals.guest.notFound');
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
