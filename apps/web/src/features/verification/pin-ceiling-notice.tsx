import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import type { TPinCeilingCode, TPinCeilingNoticeProps } from './pin-ceiling.tsx';

const KEYS = {
  PIN_GUESS_LIMIT: 'guesses',
  PIN_DAILY_LIMIT: 'codes',
} as const satisfies Record<TPinCeilingCode, string>;

/**
 * Too many wrong codes, or codes, in 24 hours: what happened, from when the guest may try again (on
 * their phone's clock) and the hotel's phone and e-mail to get in sooner.
 */
export function PinCeilingNotice({ code, retryAfterSeconds }: TPinCeilingNoticeProps) {
  const { t } = useTranslation('pin-ceiling');
  const hotel = useTenant().initial?.company.hotel;
  const [until] = useState(() =>
    retryAfterSeconds === null ? null : new Date(Date.now() + retryAfterSeconds * 1000),
  );
  const when = until ? formatDateTime(until) : null;
  return (
    <AlertBanner
      severity="error"
      description={
        <>
          {t('contactHotel')}
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
      {t(`${KEYS[code]}.what`)} {when ? t(`${KEYS[code]}.until`, { when }) : t('later')}
    </AlertBanner>
  );
}
