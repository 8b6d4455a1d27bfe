import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchAttempts } from '../../db/schema/index.ts';

/** Who searches which hotel: the hotel's id and the client's hashed address (client-key.ts). */
export type ClientOfHotel = { companyId: string; clientKey: string };

export function createSearchLockRepository(db: Database) {
  // Built on first use: building the app touches no table (health.test.ts builds one on a dead db).
  let prepared: ReturnType<typeof prepareRecord> | undefined;
  const record = () => (prepared ??= prepareRecord(db));
  return {
    async recordFailure(failure: ClientOfHotel & { at: Date }): Promise<void> {
      await record().execute(failure);
    },
    async deleteOlderThan(cutoff: Date, tx: Database = db): Promise<void> {
      await tx.delete(searchAttempts).where(lt(searchAttempts.createdAt, cutoff));
    },
  };
}

/** A failed search's record, prepared once per process (decision 292). */
function prepareRecord(db: Database) {
  return db
    .insert(searchAttempts)
    .values({
      companyId: sql.placeholder('companyId'),
      clientKey: sql.placeholder('clientKey'),
      createdAt: sql.placeholder('at'),
    })
    .prepare('search_lock_record');
}
