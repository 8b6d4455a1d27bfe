import type { TReservation } from '@hospedar/contracts/search/get-reservation';
import type { GuestClaims } from '../../auth/guest-token.ts';
import type { Database } from '../../db/client.ts';
import type { SessionAccess } from '../../plugins/guest-access.ts';
import { HttpError } from '../../http-error.ts';
import { createReservationRepository } from './repository.ts';
import { toReservation } from './to-reservation.ts';

const reservationNotFound = () => new HttpError(404, 'RESERVATION_NOT_FOUND', 'Reservation not found.');

/**
 * Reservations as a verified guest sees them. The token names one guest of one reservation of one
 * hotel; every other id answers 404, never 403, so ids of others cannot be told apart from unknown ones.
 */
export function createReservationService({ db }: { db: Database }) {
  const repository = createReservationRepository(db);

  async function readReservation(session: GuestClaims): Promise<TReservation> {
    const row = await repository.findReservation(session.companyId, session.reservationId);
    if (!row) throw reservationNotFound();
    return toReservation(row);
  }

  return {
    /** The token's reservation, asked for by its id. */
    async getReservation({ session }: SessionAccess, reservationId: string): Promise<TReservation> {
      if (reservationId !== session.reservationId) throw reservationNotFound();
      return readReservation(session);
    },
  };
}
export type ReservationService = ReturnType<typeof createReservationService>;
