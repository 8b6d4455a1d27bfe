import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

/** The API's daily ceilings on sign-in by code (docs/decisions.md 57). */
const PIN_CEILING_CODES = ['PIN_GUESS_LIMIT', 'PIN_DAILY_LIMIT'] as const;
export type TPinCeilingCode = (typeof PIN_CEILING_CODES)[number];

const isPinCeilingCode = (code: string): code is TPinCeilingCode =>
  (PIN_CEILING_CODES as readonly string[]).includes(code);

const KEYS = {
  PIN_GUESS_LIMIT: 'pinCeiling.guesses',
  PIN_DAILY_LIMIT: 'pinCeiling.codes',
} as const satisfies Record<TPinCeilingCode, string>;

export type TPinCeilingNoticeProps = {
  code: TPinCeilingCode;
  /** The API's details.retryAfterSeconds, when it came. */
  retryAfterSeconds: number | null;
};

/** The notice's props when a failed send or verify was one of the daily ceilings; null otherwise. */
export function pinCeilingOf(error: unknown): TPinCeilingNoticeProps | null {
  if (!(error instanceof ApiError) || !isPinCeilingCode(error.code)) return null;
  const wait = error.details?.retryAfterSeconds;
  return { code: error.code, retryAfterSeconds: typeof wait === 'number' ? wait : null };
}

/**
 * Too many wrong codes, or codes, in 24 hours: what happened, from when the guest may try again (on
 * their phone's clock) and the hotel's phone and e-mail to get in sooner.
 */
export function PinCeilingNotice({ code, retryAfterSeconds }: TPinCeilingNoticeProps) {
  const { t, i18n } = useTranslation('verification');
  const hotel = useTenant().initial?.company.hotel;
  const [until] = useState(() =>
    retryAfterSeconds === null ? null : new Date(Date.now() + retryAfterSeconds * 1000),
  );
  const when = until
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(until)
    : null;
  return (
    <AlertBanner
      severity="error"
      description={
        <>
          {t('pinCeiling.contactHotel')}
          {hotel?.phoneNumber ? (
            <>
              {' '}
              <a href={`tel:${hotel.phoneNumber.replace(/[^\d+]/g, '')}`}>{hotel.phoneNumber}</a>
            </>
          ) : null}
          {hotel?.email ? (
            <>
              {' '}
              <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
            </>
          ) : null}
        </>
      }
    >
      {t(`${KEYS[code]}.what`)} {when ? t(`${KEYS[code]}.until`, { when }) : t('pinCeiling.later')}
    </AlertBanner>
  );
}
