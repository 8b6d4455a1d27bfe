import type { Database } from '../../db/client.ts';
import { ratings, type NewRatingRow, type RatingRow } from '../../db/schema/index.ts';

export function createRatingRepository(db: Database) {
  return {
    /** Inserts the rating; null when the guest already rated in this reservation (unique index). */
    async insertOnce(row: NewRatingRow, tx: Database = db): Promise<RatingRow | null> {
      const inserted = await tx
        .insert(ratings)
        .values(row)
        .onConflictDoNothing({ target: [ratings.guestId, ratings.reservationId] })
        .returning();
      return inserted[0] ?? null;
    },
  };
}
