import { ReservationStatus } from '../constants.ts';

/**
 * Why a reservation admits no pre-check-in (spec sections 4 and 8): each has its message. `expired`: the
 * stay has ended; `periodEnded`: the check-in day has passed, the guest goes to the reception (decision
 * 61); `notOpenYet`: the hotel's precheckinOpensDaysBefore has not come yet.
 */
export const BLOCK_REASONS = [
  'checkout',
  'noShow',
  'pending',
  'cancelled',
  'expired',
  'periodEnded',
  'notOpenYet',
] as const;
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
  periodEnded: 'RESERVATION_PERIOD_ENDED',
  notOpenYet: 'RESERVATION_NOT_OPEN_YET',
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

/** YYYY-MM-DD plus a number of days (negative: before), in the calendar, whatever the time zone. */
function addDays(date: string, days: number): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The hotel's rule of spec section 4: how many days before check-in the pre-check-in opens (null: always). */
export type TPrecheckinWindow = { precheckinOpensDaysBefore: number | null };

/** The first day (YYYY-MM-DD) the reservation's pre-check-in is open, or null when it opens once booked. */
export function precheckinOpensOn(
  reservation: { checkinDate: string },
  rules: TPrecheckinWindow,
): string | null {
  const days = rules.precheckinOpensDaysBefore;
  return days === null ? null : addDays(reservation.checkinDate, -days);
}

/**
 * The one rule of who may pre-check-in (spec section 4's search outcome, decisions 52 and 61), for the
 * portal's search and the API's every way in (PIN, link, token, save, export), in this order: a blocked
 * status; the stay has ended (expired); the check-in day has passed for a guest not yet in house (period
 * ended: go to the reception); with the hotel's rules, a day before the pre-check-in opens (not open
 * yet); else null (the reservation is open). Dates are the hotel's (YYYY-MM-DD).
 */
export function reservationBlockReason(
  reservation: { resStatus: number; checkinDate: string; checkoutDate: string },
  today: string,
  rules?: TPrecheckinWindow,
): TBlockReason | null {
  const status = BLOCKED_STATUS[reservation.resStatus];
  if (status) return status;
  if (isExpired(reservation, today)) return 'expired';
  const isInHouse = reservation.resStatus === ReservationStatus.CHECKIN;
  if (!isInHouse && reservation.checkinDate.slice(0, 10) < today.slice(0, 10)) return 'periodEnded';
  const opensOn = rules ? precheckinOpensOn(reservation, rules) : null;
  if (opensOn && today.slice(0, 10) < opensOn) return 'notOpenYet';
  return null;
}
