import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchAttempts } from '../../db/schema/index.ts';

type ClientOfHotel = { companyId: string; clientKey: string };

/** The search lock's two statements, prepared once per process (decision 292). */
function prepareLockStatements(db: Database) {
  return {
    record: db
      .insert(searchAttempts)
      .values({
        companyId: sql.placeholder('companyId'),
        clientKey: sql.placeholder('clientKey'),
        succeeded: sql.placeholder('succeeded'),
        createdAt: sql.placeholder('at'),
      })
      .prepare('search_lock_record'),
    failures: db
      .select({ createdAt: searchAttempts.createdAt })
      .from(searchAttempts)
      .where(
        and(
          eq(searchAttempts.companyId, sql.placeholder('companyId')),
          eq(searchAttempts.clientKey, sql.placeholder('clientKey')),
          eq(searchAttempts.succeeded, false),
          gt(searchAttempts.createdAt, sql.placeholder('since')),
        ),
      )
      .orderBy(desc(searchAttempts.createdAt))
      .limit(sql.placeholder('limit'))
      .prepare('search_lock_failures'),
  };
}

export function createSearchLockRepository(db: Database) {
  // Built on first use: building the app touches no table (health.test.ts builds one on a dead db).
  let prepared: ReturnType<typeof prepareLockStatements> | undefined;
  const statements = () => (prepared ??= prepareLockStatements(db));
  return {
    async recordAttempt(attempt: ClientOfHotel & { succeeded: boolean; at: Date }): Promise<void> {
      await statements().record.execute(attempt);
    },
    /** Times of the client's failed searches to the hotel since `since`, oldest first (at most `limit`). */
    async failureTimes({ companyId, clientKey }: ClientOfHotel, since: Date, limit: number): Promise<Date[]> {
      const rows = await statements().failures.execute({ companyId, clientKey, since, limit });
      return rows.map((row) => row.createdAt).reverse();
    },
    async deleteOlderThan(cutoff: Date, tx: Database = db): Promise<void> {
      await tx.delete(searchAttempts).where(lt(searchAttempts.createdAt, cutoff));
    },
  };
}
