import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { botCheckSolutions } from '../../db/schema/index.ts';

export function createBotCheckRepository(db: Database) {
  return {
    /** Records an accepted solution; false when it was recorded before (a replay). */
    async rememberSolution(signature: string, expiresAt: Date, tx: Database = db): Promise<boolean> {
      const inserted = await tx
        .insert(botCheckSolutions)
        .values({ signature, expiresAt })
        .onConflictDoNothing({ target: botCheckSolutions.signature })
        .returning({ signature: botCheckSolutions.signature });
      return inserted.length === 1;
    },
    /** Solutions whose challenge has expired can no longer be replayed: forget them. */
    async deleteExpired(now: Date, tx: Database = db): Promise<void> {
      await tx.delete(botCheckSolutions).where(lt(botCheckSolutions.expiresAt, now));
    },
  };
}
export type BotCheckRepository = ReturnType<typeof createBotCheckRepository>;
