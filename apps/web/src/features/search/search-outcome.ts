import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { reservationBlockReason, type TBlockReason } from '@hospedar/contracts/search/reservation-access';

/** Why a found reservation cannot go on: the contracts' rule, which the API applies to every way in. */
export type { TBlockReason };
export {
  isExpired,
  reservationBlockReason as blockReason,
} from '@hospedar/contracts/search/reservation-access';

export type TSearchOutcome =
  | { kind: 'many'; reservations: TFoundReservation[] }
  | { kind: 'one'; reservation: TFoundReservation }
  /** Nothing usable: `reasons` lists why each match was blocked (empty when nothing matched). */
  | { kind: 'none'; reasons: TBlockReason[] };

/** Spec section 4's search outcome, against the hotel's today (never the phone's clock). */
export function decideSearchOutcome(found: TFoundReservation[], today: string): TSearchOutcome {
  const usable = found.filter((reservation) => reservationBlockReason(reservation, today) === null);
  if (usable.length > 1) return { kind: 'many', reservations: usable };
  const [only] = usable;
  if (only) return { kind: 'one', reservation: only };
  const reasons = found
    .map((reservation) => reservationBlockReason(reservation, today))
    .filter((r) => r !== null);
  return { kind: 'none', reasons: [...new Set(reasons)] };
}
