import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { safeText } from '../validation/safe-text.ts';

/** The widest date range of the arrivals list and its CSV: a month of check-ins. */
export const ARRIVALS_MAX_DAYS = 31;
/** The coming days the console shows besides today when no range is asked for. */
export const ARRIVALS_DEFAULT_DAYS = 7;
/** The longest search text: a name or a reservation number. */
export const ARRIVALS_SEARCH_MAX = 80;
/** The most reservations the list answers at once. */
export const ARRIVALS_LIST_LIMIT = 300;
/** How often the console asks again while its tab is visible (decision 212). */
export const ARRIVALS_REFRESH_MS = 5_000;

/**
 * Where one guest of an arrival stands (decision 211): nothing saved yet, something saved, the FNRH
 * finalized (fnrhId), or finalized and the reservation's guest list finished by the main guest.
 */
export const ARRIVAL_GUEST_STATES = ['not_started', 'in_progress', 'completed', 'list_finished'] as const;
export const ZArrivalGuestState = z.enum(ARRIVAL_GUEST_STATES);
export type TArrivalGuestState = z.infer<typeof ZArrivalGuestState>;

/**
 * The reservation's payment guarantee (decision 211): no order to guarantee, an order still open, an
 * order guaranteed (every live charge authorized or to be paid at the hotel), or an order cancelled.
 */
export const ARRIVAL_GUARANTEES = ['none', 'pending', 'registered', 'cancelled'] as const;
export const ZArrivalGuarantee = z.enum(ARRIVAL_GUARANTEES);
export type TArrivalGuarantee = z.infer<typeof ZArrivalGuarantee>;

const ZDate = z.iso.date();

/** Days from `from` to `to` (YYYY-MM-DD), both counted: the same day is 1. */
export function daysInRange(from: string, to: string): number {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return day(to) - day(from) + 1;
}

type TRange = { from?: string | undefined; to?: string | undefined };
const isOrdered = (range: TRange) => !range.from || !range.to || range.from <= range.to;
const isShortEnough = (range: TRange) =>
  !range.from || !range.to || daysInRange(range.from, range.to) <= ARRIVALS_MAX_DAYS;
const ZRangeFields = {
  /** Today and this many days after it (0: today only), when `from` is not given. */
  days: z.coerce
    .number()
    .int()
    .min(0)
    .max(ARRIVALS_MAX_DAYS - 1)
    .optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  q: safeText(ARRIVALS_SEARCH_MAX).trim().optional(),
};

/**
 * GET /api/console/arrivals and /api/console/arrivals.csv: check-ins from `from` to `to` (the hotel's
 * dates, both included), or of the hotel's today and the `days` after it (default
 * ARRIVALS_DEFAULT_DAYS; `from` alone is that one day), optionally
 * only reservations whose number or one of whose guests' names holds `q`.
 */
export const ZArrivalsQuery = z
  .object(ZRangeFields)
  .refine(isOrdered, { message: 'arrivals.rangeOrder', path: ['to'] })
  .refine(isShortEnough, { message: 'arrivals.rangeTooLong', path: ['to'] });
export type TArrivalsQuery = z.infer<typeof ZArrivalsQuery>;

/** The CSV's query: the list's, and the language of its header and states (the console's). */
export const ZArrivalsCsvQuery = z
  .object({ ...ZRangeFields, lang: z.enum(LANGUAGES).optional() })
  .refine(isOrdered, { message: 'arrivals.rangeOrder', path: ['to'] })
  .refine(isShortEnough, { message: 'arrivals.rangeTooLong', path: ['to'] });
export type TArrivalsCsvQuery = z.infer<typeof ZArrivalsCsvQuery>;

export const ZArrivalGuest = z.object({
  id: z.string().uuid(),
  name: z.string(),
  lastName: z.string(),
  isMainGuest: z.boolean(),
  isChild: z.boolean(),
  state: ZArrivalGuestState,
});
export type TArrivalGuest = z.infer<typeof ZArrivalGuest>;

export const ZArrivalReservation = z.object({
  id: z.string().uuid(),
  reservationNumber: z.string(),
  /** YYYY-MM-DD */
  checkinDate: z.string(),
  /** YYYY-MM-DD */
  checkoutDate: z.string(),
  roomName: z.string().nullable(),
  resStatus: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  guarantee: ZArrivalGuarantee,
  guests: z.array(ZArrivalGuest),
});
export type TArrivalReservation = z.infer<typeof ZArrivalReservation>;

export const ZArrivalsList = z.object({
  /** The hotel's today (YYYY-MM-DD, its time zone). */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  /** By check-in date, then reservation number. */
  reservations: z.array(ZArrivalReservation),
  /** More reservations matched than the list holds (ARRIVALS_LIST_LIMIT): narrow the range or search. */
  isTruncated: z.boolean(),
});
export type TArrivalsList = z.infer<typeof ZArrivalsList>;

export const ZArrivalGuestParams = z.object({ guestId: z.string().uuid() });

/** GET /api/console/arrivals/guests/{guestId}?lang: the form's labels in the console's language. */
export const ZArrivalGuestQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** A contact the guest's link can be sent to, masked (the address itself never reaches the console). */
export const ZArrivalContact = z.object({ channel: z.enum(['email', 'sms']), masked: z.string() });

/**
 * The guest's form as the FNRH document says it (decision 215): every field labelled and written for
 * people in the asked language ('—' when not informed), grouped as the portal's confirmation groups it.
 */
export const ZArrivalForm = z.object({
  sections: z.array(
    z.object({
      title: z.string(),
      rows: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
  ),
  /** The document photos: a short-lived signed URL each (never a public address), with its caption. */
  photos: z.array(z.object({ caption: z.string(), url: z.string() })),
  /** The words under the signature ("Signature of …"). */
  signatureCaption: z.string(),
});
export type TArrivalForm = z.infer<typeof ZArrivalForm>;

/**
 * GET /api/console/arrivals/guests/{guestId}: the guest's form, read-only; the signature is
 * GET .../signature (image/png), the PDF GET .../fnrh.pdf once the form is finalized.
 */
export const ZArrivalGuestDetail = z.object({
  reservation: ZArrivalReservation.omit({ guests: true }),
  guest: ZArrivalGuest.extend({ fnrhId: z.string().nullable() }),
  form: ZArrivalForm,
  hasSignature: z.boolean(),
  hasPdf: z.boolean(),
  contacts: z.array(ZArrivalContact),
  /** The last time the guest's link was sent (by the main guest or the desk), ISO; null if never. */
  notifiedAt: z.string().nullable(),
});
export type TArrivalGuestDetail = z.infer<typeof ZArrivalGuestDetail>;

/** POST /api/console/arrivals/guests/{guestId}/resend-link */
export const ZResendLinkRequest = z.object({ channel: z.enum(['email', 'sms']) });
export type TResendLinkRequest = z.infer<typeof ZResendLinkRequest>;

export const ZResendLinkResponse = z.object({
  channel: z.enum(['email', 'sms']),
  /** The masked address the link went to. */
  to: z.string(),
  sentAt: z.string(),
});
export type TResendLinkResponse = z.infer<typeof ZResendLinkResponse>;
