import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import {
  precheckinOpensOn,
  reservationBlockReason,
  type TBlockReason,
  type TPrecheckinWindow,
} from '@hospedar/contracts/search/reservation-access';

/** Why a found reservation cannot go on: the contracts' rule, which the API applies to every way in. */
export type { TBlockReason, TPrecheckinWindow };
export {
  isExpired,
  reservationBlockReason as blockReason,
} from '@hospedar/contracts/search/reservation-access';

export type TSearchOutcome =
  | { kind: 'many'; reservations: TFoundReservation[] }
  | { kind: 'one'; reservation: TFoundReservation }
  /**
   * Nothing usable: `reasons` lists why each match was blocked (empty when nothing matched); `opensOn`
   * the first day a match not open yet opens (YYYY-MM-DD), when one is.
   */
  | { kind: 'none'; reasons: TBlockReason[]; opensOn?: string };

/** A pre-check-in whose time is over (the stay ended, or the check-in day passed): the expired alert. */
export const isTimeOver = (reasons: readonly TBlockReason[]) =>
  reasons.length > 0 && reasons.every((reason) => reason === 'expired' || reason === 'periodEnded');

/**
 * Spec section 4's search outcome, against the hotel's today (never the phone's clock) and its
 * pre-check-in window (rules.precheckinOpensDaysBefore).
 */
export function decideSearchOutcome(
  found: TFoundReservation[],
  today: string,
  rules?: TPrecheckinWindow,
): TSearchOutcome {
  const reasonOf = (reservation: TFoundReservation) => reservationBlockReason(reservation, today, rules);
  const usable = found.filter((reservation) => reasonOf(reservation) === null);
  if (usable.length > 1) return { kind: 'many', reservations: usable };
  const [only] = usable;
  if (only) return { kind: 'one', reservation: only };
  const reasons = found.map(reasonOf).filter((r) => r !== null);
  const opensOn = found
    .filter((reservation) => reasonOf(reservation) === 'notOpenYet')
    .map((reservation) => (rules ? precheckinOpensOn(reservation, rules) : null))
    .filter((day) => day !== null)
    .sort()[0];
  return { kind: 'none', reasons: [...new Set(reasons)], ...(opensOn ? { opensOn } : {}) };
}
