import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { BLOCK_REASON_CODES, precheckinOpensOn } from '@hospedar/contracts/search/reservation-access';
import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { daysBetween, formatDate } from '../../lib/dates.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { PATHS } from '../../lib/paths.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { blockReason, type TBlockReason } from './search-outcome.ts';
import './search.css';

/** '/welcome/multi-reservation': several reservations matched; the guest picks one. */
export function MultiReservationPage() {
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  const { initial } = useTenant();
  const navigate = useNavigate();
  const [reservations] = useState(() => reservationSelection.available());
  const [refusal, setRefusal] = useState<{ reason: TBlockReason; opensOn: string | null } | null>(null);
  const today = initial?.today ?? '';

  if (reservations.length === 0) return <Navigate to={PATHS.findYourReservation} replace />;

  function choose(reservation: TFoundReservation) {
    // The list holds only open reservations; one may have closed since (the day changed): say why.
    const rules = initial?.company.rules;
    const reason = blockReason(reservation, today, rules);
    if (reason) {
      const opensOn = reason === 'notOpenYet' && rules ? precheckinOpensOn(reservation, rules) : null;
      setRefusal({ reason, opensOn });
      return;
    }
    reservationSelection.select(reservation);
    navigate(PATHS.dataValidation);
  }

  return (
    <section className="search-page" aria-labelledby="multi-title">
      <h1 id="multi-title" className="search-page__title">
        {t('multi.title')}
      </h1>
      <p className="search-page__subtitle">{t('multi.subtitle', { number: reservations.length })}</p>
      <div aria-live="assertive">
        {refusal ? (
          <AlertBanner severity="error">
            {errorText(BLOCK_REASON_CODES[refusal.reason], { opensOn: refusal.opensOn ?? undefined })}
          </AlertBanner>
        ) : null}
      </div>
      <ul className="multi-list">
        {reservations.map((reservation) => {
          const nights = daysBetween(reservation.checkinDate, reservation.checkoutDate);
          const guests = reservation.adultsNumber + reservation.childrenNumber;
          return (
            <li key={reservation.id}>
              <button type="button" className="multi-card" onClick={() => choose(reservation)}>
                <span className="multi-card__top">
                  <span className="multi-card__number">
                    <span className="visually-hidden">{t('multi.number')} </span>#
                    {reservation.reservationNumber}
                  </span>
                  <span className="multi-card__status">{t(`statuses.${reservation.resStatus}`)}</span>
                </span>
                <span className="multi-card__dates">
                  {formatDate(reservation.checkinDate)}
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> {t('multi.to')} </span>
                  {formatDate(reservation.checkoutDate)}
                </span>
                <span className="multi-card__facts">
                  <span>{t('multi.nights', { count: nights })}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t('multi.guests', { count: guests })}</span>
                  {reservation.guestFirstName ? (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{reservation.guestFirstName}</span>
                    </>
                  ) : null}
                </span>
                <svg
                  className="multi-card__chevron"
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  aria-hidden="true"
                >
                  <path
                    d="M9 6l6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
