import { useTranslation } from 'react-i18next';
import type { TReservation } from '@hospedar/contracts/search/get-reservation';
import { ReservationCard } from '../../components/reservation-card/reservation-card.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

export type TGuestListHeaderProps = {
  reservation: TReservation | null;
  progress: { completed: number; total: number } | null;
  /** While loading, a grey shape holds the chip's place. */
  isLoading: boolean;
};

/** 'My reservation' chip, the title and the help text of spec section 1 (about 5 minutes, 1 if saved). */
export function GuestListHeader({ reservation, progress, isLoading }: TGuestListHeaderProps) {
  const { t } = useTranslation('guests');
  const hotel = useTenant().initial?.company.hotel;
  return (
    <header className="guests-page__header">
      {reservation && hotel ? (
        <div className="guests-page__reservation">
          <ReservationCard reservation={reservation} hotel={hotel} />
        </div>
      ) : isLoading ? (
        <div className="guests-page__reservation" aria-hidden="true">
          <span className="guests-page__chip-placeholder" />
        </div>
      ) : null}
      <h1 id="guests-title" className="guests-page__title">
        {t('page.title')}
      </h1>
      <p className="guests-page__help">{t('page.help')}</p>
      {progress ? (
        <p className="guests-page__progress">
          {t('page.progress', { completed: progress.completed, total: progress.total })}
        </p>
      ) : null}
    </header>
  );
}
