import { z } from 'zod';
import { ZGuest } from '../guests/guest.ts';

/** The form of one guest as the hotel receives it (the FNRH export's record of a 'guest'). */
export const ZFnrhRecord = z.object({
  reservation: z.object({
    id: z.string().uuid(),
    reservationNumber: z.string(),
    checkinDate: z.string(),
    checkoutDate: z.string(),
  }),
  guest: ZGuest,
});
export type TFnrhRecord = z.infer<typeof ZFnrhRecord>;

/** Largest page of GET /api/integration/v1/fnrh. */
export const FNRH_FEED_MAX_LIMIT = 100;

/**
 * GET /api/integration/v1/fnrh?cursor=&limit=: finished forms of the hotel, oldest first. Start without
 * a cursor; send each page's `nextCursor` to get what came after it (decision 133). A cursor is opaque.
 */
export const ZFnrhFeedQuery = z.object({
  cursor: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'validation.cursor' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(FNRH_FEED_MAX_LIMIT).default(50),
});
export type TFnrhFeedQuery = z.infer<typeof ZFnrhFeedQuery>;

export const ZFnrhFeedEntry = z.object({
  guestId: z.string().uuid(),
  fnrhId: z.string(),
  /** ISO timestamp of this finishing (or sending again). */
  finishedAt: z.string(),
  /** The form was finished before; this entry replaces it (documents replaced, finalized again). */
  isUpdate: z.boolean(),
  record: ZFnrhRecord,
});

export const ZFnrhFeedPage = z.object({
  entries: z.array(ZFnrhFeedEntry),
  /** Send it as `cursor` next time; the same cursor when nothing new came (poll again later). */
  nextCursor: z.string(),
  /** More entries are waiting after this page: ask again now. */
  hasMore: z.boolean(),
});
export type TFnrhFeedPage = z.infer<typeof ZFnrhFeedPage>;

/** GET /api/integration/v1/guests/{guestId}/fnrh (and, later, .../fnrh.pdf). */
export const ZIntegrationGuestParams = z.object({ guestId: z.string().uuid() });
