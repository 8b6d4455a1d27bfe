import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchAttempts } from '../../db/schema/index.ts';

type ClientOfHotel = { companyId: string; clientKey: string };

export function createSearchLockRepository(db: Database) {
  return {
    async recordAttempt(
      attempt: ClientOfHotel & { succeeded: boolean; at: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(searchAttempts).values({
        companyId: attempt.companyId,
        clientKey: attempt.clientKey,
        succeeded: attempt.succeeded,
        createdAt: attempt.at,
      });
    },
    /** Times of the client's failed searches to the hotel since `since`, oldest first (at most `limit`). */
    async failureTimes(
      { companyId, clientKey }: ClientOfHotel,
      since: Date,
      limit: number,
      tx: Database = db,
    ): Promise<Date[]> {
      const rows = await tx
        .select({ createdAt: searchAttempts.createdAt })
        .from(searchAttempts)
        .where(
          and(
            eq(searchAttempts.companyId, companyId),
            eq(searchAttempts.clientKey, clientKey),
            eq(searchAttempts.succeeded, false),
            gt(searchAttempts.createdAt, since),
          ),
        )
        .orderBy(desc(searchAttempts.createdAt))
        .limit(limit);
      return rows.map((row) => row.createdAt).reverse();
    },
    async deleteOlderThan(cutoff: Date, tx: Database = db): Promise<void> {
      await tx.delete(searchAttempts).where(lt(searchAttempts.createdAt, cutoff));
    },
  };
}
