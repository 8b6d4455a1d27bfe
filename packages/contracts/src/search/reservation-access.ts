import { ReservationStatus } from '../constants.ts';

/** Why a reservation admits no pre-check-in (spec sections 4 and 8): each has its message. */
export const BLOCK_REASONS = ['checkout', 'noShow', 'pending', 'cancelled', 'expired'] as const;
export type TBlockReason = (typeof BLOCK_REASONS)[number];

/**
 * The error code the API answers (403) for each reason; the portal shows the same text for it as the
 * search does for a blocked match (errors:codes.<code>).
 */
export const BLOCK_REASON_CODES = {
  checkout: 'RESERVATION_CHECKED_OUT',
  noShow: 'RESERVATION_NO_SHOW',
  pending: 'RESERVATION_PENDING',
  cancelled: 'RESERVATION_CANCELLED',
  expired: 'RESERVATION_EXPIRED',
} as const satisfies Record<TBlockReason, string>;
export type TBlockReasonCode = (typeof BLOCK_REASON_CODES)[TBlockReason];

/** The reason an API error code names (RESERVATION_CANCELLED → 'cancelled'), or null for any other code. */
export function blockReasonOfCode(code: string): TBlockReason | null {
  return BLOCK_REASONS.find((reason) => BLOCK_REASON_CODES[reason] === code) ?? null;
}

const BLOCKED_STATUS: Partial<Record<number, TBlockReason>> = {
  [ReservationStatus.CHECKOUT]: 'checkout',
  [ReservationStatus.NO_SHOW]: 'noShow',
  [ReservationStatus.PENDING]: 'pending',
  [ReservationStatus.CANCELLED]: 'cancelled',
};

/** Expired: the checkout date is before the hotel's today (both YYYY-MM-DD; a trailing time is ignored). */
export function isExpired(reservation: { checkoutDate: string }, today: string): boolean {
  return reservation.checkoutDate.slice(0, 10) < today.slice(0, 10);
}

/**
 * The one rule of who may pre-check-in (spec section 4's search outcome), for the portal's search and
 * the API's every way in (PIN, link, token, save, export): a blocked status, else an ended stay, else
 * null (the reservation is open).
 */
export function reservationBlockReason(
  reservation: { resStatus: number; checkoutDate: string },
  today: string,
): TBlockReason | null {
  return BLOCKED_STATUS[reservation.resStatus] ?? (isExpired(reservation, today) ? 'expired' : null);
}
