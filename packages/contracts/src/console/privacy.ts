import { z } from 'zod';
import { ZHeldElsewhere, ZKeptItem } from '../privacy/guest-rights.ts';

/**
 * The console's LGPD screen (owners; decisions 240 to 243): find a guest, see what an erasure would
 * delete and keep, export, erase, the retention setting and the privacy audit log.
 */

/**
 * POST /api/console/privacy/search: a name, a reservation number, a document number or an e-mail. In a
 * body, not a query string, so the access log never holds a guest's name or CPF (decision 241).
 */
export const ZPrivacySearchRequest = z.object({
  query: z.string().trim().min(2, 'privacy.queryTooShort').max(120, 'privacy.queryTooShort'),
});
export type TPrivacySearchRequest = z.infer<typeof ZPrivacySearchRequest>;

/** One stay of a guest as the search shows it. */
export const ZPrivacyGuest = z.object({
  guestId: z.string().uuid(),
  /** The person at the hotel: an export or erasure covers every stay of theirs. */
  personId: z.string().uuid(),
  name: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** The main document as typed (type id and number), or null. */
  document: z.object({ typeId: z.number().int(), number: z.string() }).nullable(),
  reservationNumber: z.string(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  /** The FNRH was finalized. */
  isCompleted: z.boolean(),
  /** How many stays the person has at the hotel (this one included). */
  stays: z.number().int().positive(),
});
export type TPrivacyGuest = z.infer<typeof ZPrivacyGuest>;

export const ZPrivacySearchResult = z.object({
  guests: z.array(ZPrivacyGuest),
  /** True when more guests matched than the list shows: the owner narrows the search. */
  isTruncated: z.boolean(),
});
export type TPrivacySearchResult = z.infer<typeof ZPrivacySearchResult>;

/**
 * GET /api/console/privacy/guests/{guestId}/erasure-preview: what an erasure of the person would do,
 * computed by the erasure itself in a transaction that is rolled back (decision 242).
 */
export const ZErasurePreview = z.object({
  stays: z.array(ZPrivacyGuest),
  /** Rows that would be deleted or scrubbed, by table. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  /** Stored files (document photos, portrait, face image, signature) that would be deleted. */
  files: z.number().int().nonnegative(),
  kept: z.array(ZKeptItem),
  heldElsewhere: z.array(ZHeldElsewhere),
});
export type TErasurePreview = z.infer<typeof ZErasurePreview>;

export const PRIVACY_AUDIT_ACTIONS = ['export', 'erase', 'retention-erase', 'retention-setting'] as const;
export const PRIVACY_ACTOR_KINDS = ['cli', 'staff', 'system'] as const;

/** One entry of the privacy audit log (decision 204): who, when, what; ids and counts, never a name. */
export const ZPrivacyAuditEntry = z.object({
  id: z.string().uuid(),
  action: z.enum(PRIVACY_AUDIT_ACTIONS),
  actorKind: z.enum(PRIVACY_ACTOR_KINDS),
  /** The staff member's name (as it was then), the CLI operator, or `retention`. */
  actor: z.string(),
  staffAccountId: z.string().uuid().nullable(),
  personId: z.string().uuid().nullable(),
  guestIds: z.array(z.string().uuid()),
  createdAt: z.string(),
  /** Export: files and bytes; erasure: rows and files; setting: from and to (days or null). */
  summary: z.object({
    files: z.number().int().nonnegative().optional(),
    bytes: z.number().int().nonnegative().optional(),
    rows: z.number().int().nonnegative().optional(),
    from: z.number().int().nullable().optional(),
    to: z.number().int().nullable().optional(),
  }),
});
export type TPrivacyAuditEntry = z.infer<typeof ZPrivacyAuditEntry>;

export const ZPrivacyAuditList = z.object({ entries: z.array(ZPrivacyAuditEntry) });
export type TPrivacyAuditList = z.infer<typeof ZPrivacyAuditList>;
