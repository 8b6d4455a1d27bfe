import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import type { TReservationStatus } from '@hospedar/contracts/constants';
import type { SearchCandidate } from './repository.ts';

/**
 * One entry per reservation, in the order found, with the guest the search matched (the main guest
 * when several of its guests matched). Statuses are kept as stored: the portal shows each one's message.
 */
export function toFoundReservations(matches: SearchCandidate[]): TFoundReservation[] {
  const byReservation = new Map<string, SearchCandidate>();
  for (const match of matches) {
    const kept = byReservation.get(match.reservationId);
    if (!kept || (match.masterGuest && !kept.masterGuest)) byReservation.set(match.reservationId, match);
  }
  return [...byReservation.values()].map((match) => ({
    id: match.reservationId,
    reservationNumber: match.reservationNumber,
    // The column holds the contract's status numbers; the response schema checks them again.
    resStatus: match.resStatus as TReservationStatus,
    checkinDate: match.checkinDate,
    checkoutDate: match.checkoutDate,
    adultsNumber: match.adultsNumber,
    childrenNumber: match.childrenNumber,
    guestId: match.guestId,
    guestFirstName: match.guestName.trim().split(/\s+/)[0] ?? match.guestName,
  }));
}
