import { toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TSaveRatingRequest, TSaveRatingResponse } from '@hospedar/contracts/rating/save-rating';
import type { GuestClaims } from '../../auth/guest-token.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { guestNotFound } from '../guests/guest-access.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { createRatingRepository } from './repository.ts';

export const ratingAlreadyGiven = () =>
  new HttpError(409, 'RATING_ALREADY_GIVEN', 'This guest has already rated the portal for this reservation.');

/** POST /api/rating: the verified guest rates the portal once per reservation; other ids answer 404. */
export function createRatingService({ db, clock }: { db: Database; clock: Clock }) {
  const guests = createGuestRepository(db);
  const repository = createRatingRepository(db);

  return {
    async saveRating(
      session: GuestClaims,
      body: TSaveRatingRequest,
      langHeader: string | undefined,
    ): Promise<TSaveRatingResponse> {
      if (body.guestId !== session.guestId) throw guestNotFound();
      const guest = await guests.findGuest(session.companyId, body.guestId);
      if (!guest || guest.reservationId !== session.reservationId) throw guestNotFound();
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
