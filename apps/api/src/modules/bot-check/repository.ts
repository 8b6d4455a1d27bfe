import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { botCheckSolutions } from '../../db/schema/index.ts';

/** Records a solution unless it is there: prepared once per process (decision 292). */
const rememberQuery = (db: Database) =>
  db
    .insert(botCheckSolutions)
    .values({ signature: sql.placeholder('signature'), expiresAt: sql.placeholder('expiresAt') })
    .onConflictDoNothing({ target: botCheckSolutions.signature })
    .returning({ signature: botCheckSolutions.signature })
    .prepare('bot_check_remember');

export function createBotCheckRepository(db: Database) {
  // Built on first use: building the app touches no table (health.test.ts builds one on a dead db).
  let prepared: ReturnType<typeof rememberQuery> | undefined;
  return {
    /** Records an accepted solution; false when it was recorded before (a replay). */
    async rememberSolution(signature: string, expiresAt: Date): Promise<boolean> {
      const inserted = await (prepared ??= rememberQuery(db)).execute({ signature, expiresAt });
      return inserted.length === 1;
    },
    /** Solutions whose challenge has expired can no longer be replayed: forget them. */
    async deleteExpired(now: Date, tx: Database = db): Promise<void> {
      await tx.delete(botCheckSolutions).where(lt(botCheckSolutions.expiresAt, now));
    },
  };
}
export type BotCheckRepository = ReturnType<typeof createBotCheckRepository>;
