import type { TReservationStatus } from '@hospedar/contracts/constants';
import { reservationBlockReason } from '@hospedar/contracts/search/reservation-access';
import type { TDirectEntryParams } from '@hospedar/contracts/verification/direct-entry';
import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { createReservationRepository } from '../reservations/repository.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';

const notFound = () => new HttpError(404, 'RESERVATION_NOT_FOUND', 'Reservation not found.');

/**
 * The direct entry (/:reservationId/:guestId) of a companion's notification: the reservation as a search
 * would have found it for that guest, so they go straight to their own verification. Nothing is answered
 * that the search would not answer; unknown ids, another hotel's, closed or expired reservations → 404.
 */
export function createDirectEntryService({ db, clock }: { db: Database; clock: Clock }) {
  const reservations = createReservationRepository(db);
  const guests = createGuestRepository(db);

  return {
    async find(tenant: CompanyRow, params: TDirectEntryParams): Promise<TFoundReservation> {
      const [reservation, guest] = await Promise.all([
        reservations.findReservation(tenant.id, params.reservationId),
        guests.findGuest(tenant.id, params.guestId),
      ]);
      if (!reservation || !guest || guest.reservationId !== reservation.id) throw notFound();
      const today = dateInTimeZone(clock(), companyTimeZone(tenant));
      // The search's rule: a link to a reservation it blocks leads nowhere (decision 35).
      if (reservationBlockReason(reservation, today)) throw notFound();
      return {
        id: reservation.id,
        reservationNumber: reservation.reservationNumber,
        resStatus: reservation.resStatus as TReservationStatus,
        checkinDate: reservation.checkinDate,
        checkoutDate: reservation.checkoutDate,
        adultsNumber: reservation.adultsNumber,
        childrenNumber: reservation.childrenNumber,
        guestId: guest.id,
        guestFirstName: guest.name.trim().split(/\s+/)[0] ?? guest.name,
      };
    },
  };
}
export type DirectEntryService = ReturnType<typeof createDirectEntryService>;
