import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { isUuid } from '@hospedar/contracts/constants';
import { sessionJson } from './session-storage.ts';

/**
 * What the search found and what the guest chose, kept for this tab (a reload, a failed call or a
 * 401 never sends the guest back to search again).
 */
const AVAILABLE_KEY = 'hospedar.search.available';
const SELECTED_KEY = 'hospedar.search.selected';

function isFoundReservation(value: unknown): value is TFoundReservation {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    isUuid(r.id) &&
    isUuid(r.guestId) &&
    typeof r.reservationNumber === 'string' &&
    typeof r.resStatus === 'number' &&
    typeof r.checkinDate === 'string' &&
    typeof r.checkoutDate === 'string'
  );
}

const isList = (value: unknown): value is TFoundReservation[] =>
  Array.isArray(value) && value.every(isFoundReservation);

export const reservationSelection = {
  saveAvailable(reservations: TFoundReservation[]): void {
    sessionJson.set(AVAILABLE_KEY, reservations);
  },
  available(): TFoundReservation[] {
    return sessionJson.get(AVAILABLE_KEY, isList) ?? [];
  },
  hasSeveral(): boolean {
    return this.available().length > 1;
  },
  select(reservation: TFoundReservation): void {
    sessionJson.set(SELECTED_KEY, reservation);
  },
  selected(): TFoundReservation | null {
    return sessionJson.get(SELECTED_KEY, isFoundReservation);
  },
  clear(): void {
    sessionJson.remove(AVAILABLE_KEY);
    sessionJson.remove(SELECTED_KEY);
  },
};
