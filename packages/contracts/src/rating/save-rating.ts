import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN } from './rating-limits.ts';

export { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN };

/** POST /api/rating (bearer): the verified guest's rating of the portal, once per guest and reservation. */
export const ZSaveRatingRequest = z.object({
  guestId: z.string().uuid(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: safeText(RATING_COMMENT_MAX).trim().nullable().optional(),
});
export type TSaveRatingRequest = z.infer<typeof ZSaveRatingRequest>;

export const ZSaveRatingResponse = z.object({
  id: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TSaveRatingResponse = z.infer<typeof ZSaveRatingResponse>;
