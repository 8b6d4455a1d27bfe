import { safeStorage } from '../../lib/storage.ts';

const key = (reservationId: string, guestId: string) => `hospedar.rated.${reservationId}.${guestId}`;

/**
 * Whether this browser saw the guest rate (or be told they already had): the offer is not shown again.
 * The API keeps the rule itself (one rating per guest and reservation, 409 after that).
 */
export const ratedStore = {
  hasRated: (reservationId: string, guestId: string): boolean =>
    safeStorage.get(key(reservationId, guestId)) === '1',
  markRated: (reservationId: string, guestId: string): void =>
    safeStorage.set(key(reservationId, guestId), '1'),
};
