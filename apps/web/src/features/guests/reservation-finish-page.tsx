import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { formatDate } from '../../lib/dates.ts';
import { useClientRecord } from '../../lib/guest-record/use-client-record.ts';
import { useGuestState } from '../../lib/guest-session.ts';
import { useHourText } from '../../lib/i18n/hour-text.ts';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { finishedAtOf, toGuestCards } from './guest-cards.ts';
import './guests.css';
import { CertificateIllustration } from '../../components/art/certificate-illustration.tsx';

function FinishedStay({ client }: { client: TGetClientResponse }) {
  const { t } = useTranslation('guests', { keyPrefix: 'reservationFinish' });
  const hotel = useTenant().initial?.company.hotel;
  const hourText = useHourText();
  const { reservation } = client;
  const count = toGuestCards(client).length;
  const hotelName = hotel ? hotel.nomeFantasia || hotel.name : '';
  return (
    <section className="message-page reservation-finish" aria-labelledby="reservation-finish-title">
      <CertificateIllustration />
      <h1 id="reservation-finish-title" className="message-page__title">
        {t('title')}
      </h1>
      <p className="message-page__text">{t('sent', { count, hotel: hotelName })}</p>
      <dl className="reservation-finish__stay">
        <div>
          <dt>{t('checkin')}</dt>
          <dd>
            {formatDate(reservation.checkinDate)}
            {hotel?.minCheckin ? ` · ${t('from', { hour: hourText(hotel.minCheckin) })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('checkout')}</dt>
          <dd>
            {formatDate(reservation.checkoutDate)}
            {hotel?.maxCheckout ? ` · ${t('until', { hour: hourText(hotel.maxCheckout) })}` : ''}
          </dd>
        </div>
      </dl>
      <p className="message-page__text">{t('atReception')}</p>
      <Link to={PATHS.home} className="btn btn--primary btn--large">
        {t('toGuestList')}
      </Link>
    </section>
  );
}

/**
 * '/welcome/reservation/finish' (spec section 2, decision 62): the end of the reservation flow, once the
 * main guest has finished the guest list. It says the hotel has every form, when the stay begins and
 * ends, and what to bring; any verified guest of the reservation may open it from the finished list.
 * Without a session it asks for verification; before the list is finished it is the guest list.
 */
export function ReservationFinishPage() {
  const { t } = useTranslation('guests');
  const { clientId, qualified } = useGuestState();
  const { state } = useClientRecord(qualified ? clientId : null);
  if (!qualified || !clientId) return <Navigate to={PATHS.dataValidation} replace />;
  if (state.status === 'error') return <Navigate to={PATHS.home} replace />;
  if (state.status === 'loading') {
    return (
      <p className="message-page" role="status">
        <span className="btn__spinner" aria-hidden="true" /> {t('reservationFinish.loading')}
      </p>
    );
  }
  if (!finishedAtOf(state.client.reservation)) return <Navigate to={PATHS.home} replace />;
  return <FinishedStay client={state.client} />;
}
