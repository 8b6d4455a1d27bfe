import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import type { TPinCeilingCode, TPinCeilingNoticeProps } from './pin-ceiling.tsx';

const KEYS = {
  PIN_GUESS_LIMIT: 'guesses',
  PIN_DAILY_LIMIT: 'codes',
  PIN_HOURLY_LIMIT: 'hourly',
} as const satisfies Record<TPinCeilingCode, string>;

/**
 * Too many wrong codes in 24 hours, or codes in 24 hours or an hour: what happened, from when the guest
 * may try again (on their phone's clock), that the desk checks them in anyway, and the hotel's contacts.
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
              <a
                className="pin-ceiling__contact pin-ceiling__contact--phone"
                href={`tel:${hotel.phoneNumber.replace(/[^\d+]/g, '')}`}
              >
                {hotel.phoneNumber}
              </a>
            </>
          ) : null}
          {hotel?.email ? (
            <>
              {' '}
              <a className="pin-ceiling__contact" href={`mailto:${hotel.email}`}>
                {hotel.email}
              </a>
            </>
          ) : null}
        </>
      }
    >
      {t(`${KEYS[code]}.what`)} {when ? t(`${KEYS[code]}.until`, { when }) : t('later')}
    </AlertBanner>
  );
}
