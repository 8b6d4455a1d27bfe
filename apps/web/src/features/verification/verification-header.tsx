import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { ReservationCard } from '../../components/reservation-card/reservation-card.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

/** The 'my reservation' chip above the verification screens. */
export function VerificationReservation({ reservation }: { reservation: TFoundReservation }) {
  const hotel = useTenant().initial?.company.hotel;
  if (!hotel) return null;
  return (
    <div className="verify-card__reservation">
      <ReservationCard reservation={reservation} hotel={hotel} />
    </div>
  );
}
