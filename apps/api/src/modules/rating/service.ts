import { toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TSaveRatingRequest, TSaveRatingResponse } from '@hospedar/contracts/rating/save-rating';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { createRatingRepository } from './repository.ts';

export const ratingAlreadyGiven = () =>
  new HttpError(409, 'RATING_ALREADY_GIVEN', 'This guest has already rated the portal for this reservation.');

/** POST /api/rating: the verified guest rates the portal once per reservation; other ids answer 404. */
export function createRatingService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createRatingRepository(db);

  return {
    /** By the guard's guest, itself (isSelfOnly). */
    async saveRating(
      { session, guest }: GuestAccess,
      body: TSaveRatingRequest,
      langHeader: string | undefined,
    ): Promise<TSaveRatingResponse> {
      const row = await repository.insertOnce({
        companyId: session.companyId,
        reservationId: session.reservationId,
        guestId: guest.id,
        rating: body.rating,
        comment: body.comment ? body.comment : null,
        language: toSupportedLanguage(langHeader) ?? null,
        createdAt: clock(),
      });
      if (!row) throw ratingAlreadyGiven();
      return {
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}
export type RatingService = ReturnType<typeof createRatingService>;
