import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { DOCUMENT_TYPE_IDS, RESERVATION_STATUSES } from '../constants.ts';
import { STORAGE_KEY_MAX_LENGTH } from '../documents/constants.ts';

/**
 * The bot-check solution (ALTCHA payload, base64 JSON) every stranger's call carries. Optional in the
 * schema so that a missing one answers BOT_CHECK_FAILED (like a wrong one), not VALIDATION_FAILED.
 */
export const ZBotCheckSolution = safeText(4000).optional();

/** Text a guest types, trimmed: plain text (safe-text.ts; a NUL byte cannot even reach PostgreSQL). */
const ZTypedText = (min: number, max: number) => safeText(max).trim().min(min);
const ZLastName = ZTypedText(1, 120);
/** A real calendar date YYYY-MM-DD (not 2026-02-30). */
const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Invalid date');

/**
 * POST /api/appointments/search — one payload per search type (spec section 7). The tenant comes from
 * the host; companyId, when sent, must be that tenant's.
 */
export const ZSearchRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reservation'),
    reservationNumber: ZTypedText(1, 40),
    lastName: ZLastName,
  }),
  z.object({
    type: z.literal('document'),
    documentTypeId: z.union(DOCUMENT_TYPE_IDS.map((id) => z.literal(id))),
    documentNumber: ZTypedText(3, 40),
    /** ISO 3166-1 alpha-2 country of the document (BR by default). */
    currentCountry: z.string().length(2).default('BR'),
  }),
  z.object({
    type: z.literal('mail'),
    /** Lowercased and trimmed by the portal; the API does it again. */
    contact: z.string().trim().toLowerCase().email().max(254),
    lastName: ZLastName,
  }),
  z.object({
    type: z.literal('phone'),
    /**
     * Country code, area code and number. The portal strips +, spaces, parentheses and dashes; the API
     * strips them (and dots) again. A Brazilian number may come without its country code 55.
     */
    contact: z
      .string()
      .max(40)
      .transform((value) => value.replace(/[\s+().-]/g, ''))
      .pipe(z.string().regex(/^\d{8,15}$/, 'Invalid phone number')),
    lastName: ZLastName,
  }),
  z.object({
    type: z.literal('name'),
    name: ZTypedText(1, 120),
    lastName: ZLastName,
    checkinDate: ZIsoDate,
    checkoutDate: ZIsoDate,
  }),
  /**
   * By face (decisions 120 to 126): `image` is the key of a face image uploaded with a form from
   * POST /api/storage/recognition. The image is deleted by this search whatever its outcome. The face is
   * checked (400 POOR_IMAGE_QUALITY, details.issues, as index-biometrics; notLive: a photo of a photo),
   * then compared with the faces registered at this hotel only, with consent. Answers:
   * - 200 with the reservations of the person recognized, those the spec's search outcome keeps (not
   *   cancelled, no-show, checked out or pending, not expired), each with that person's guest;
   * - 404 FACE_RECOGNIZED_NO_RESERVATION: the face is a registered person's, but none of their
   *   reservations here is left (try another search with the same contact);
   * - 200 [] when no registered face is close enough (counted by the search lock like any empty search);
   * - 400 STORAGE_KEY_NOT_FOUND (body.image): no such image of this hotel, already searched, or expired.
   */
  z.object({
    type: z.literal('facial_recognition'),
    image: safeText(STORAGE_KEY_MAX_LENGTH).min(1),
  }),
]);
export type TSearchRequest = z.infer<typeof ZSearchRequest>;

export const ZSearchRequestBody = z.intersection(
  ZSearchRequest,
  z.object({ companyId: z.string().uuid().optional(), botCheck: ZBotCheckSolution }),
);
export type TSearchRequestBody = z.infer<typeof ZSearchRequestBody>;

/** One reservation a search found, with the guest the search matched (who will prove who they are). */
export const ZFoundReservation = z.object({
  id: z.string().uuid(),
  reservationNumber: z.string(),
  resStatus: z.union(RESERVATION_STATUSES.map((status) => z.literal(status))),
  /** YYYY-MM-DD */
  checkinDate: z.string(),
  /** YYYY-MM-DD */
  checkoutDate: z.string(),
  adultsNumber: z.number().int(),
  childrenNumber: z.number().int(),
  /** The guest of this reservation that the search matched. */
  guestId: z.string().uuid(),
  /** First name only, so a guest with several reservations can tell them apart. */
  guestFirstName: z.string(),
});
export type TFoundReservation = z.infer<typeof ZFoundReservation>;

export const ZSearchResponse = z.array(ZFoundReservation);
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
