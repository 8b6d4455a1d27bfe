import { ReservationStatus } from '@hospedar/contracts/constants';
import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';

/** Why a found reservation cannot go on (each has its message, spec section 8). */
export type TBlockReason = 'checkout' | 'noShow' | 'pending' | 'cancelled' | 'expired';

export type TSearchOutcome =
  | { kind: 'many'; reservations: TFoundReservation[] }
  | { kind: 'one'; reservation: TFoundReservation }
  /** Nothing usable: `reasons` lists why each match was blocked (empty when nothing matched). */
  | { kind: 'none'; reasons: TBlockReason[] };

const BLOCKED_STATUS: Partial<Record<number, TBlockReason>> = {
  [ReservationStatus.CHECKOUT]: 'checkout',
  [ReservationStatus.NO_SHOW]: 'noShow',
  [ReservationStatus.PENDING]: 'pending',
  [ReservationStatus.CANCELLED]: 'cancelled',
};

/** Expired: the checkout date is before the hotel's today (both YYYY-MM-DD; a trailing time is ignored). */
export function isExpired(reservation: Pick<TFoundReservation, 'checkoutDate'>, today: string): boolean {
  return reservation.checkoutDate.slice(0, 10) < today.slice(0, 10);
}

export function blockReason(reservation: TFoundReservation, today: string): TBlockReason | null {
  return BLOCKED_STATUS[reservation.resStatus] ?? (isExpired(reservation, today) ? 'expired' : null);
}

/** Spec section 4's search outcome, against the hotel's today (never the phone's clock). */
export function decideSearchOutcome(found: TFoundReservation[], today: string): TSearchOutcome {
  const usable = found.filter((reservation) => blockReason(reservation, today) === null);
  if (usable.length > 1) return { kind: 'many', reservations: usable };
  const [only] = usable;
  if (only) return { kind: 'one', reservation: only };
  const reasons = found.map((reservation) => blockReason(reservation, today)).filter((r) => r !== null);
  return { kind: 'none', reasons: [...new Set(reasons)] };
}
