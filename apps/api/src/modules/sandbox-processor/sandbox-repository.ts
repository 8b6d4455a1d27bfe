import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxTokens } from './tables.ts';

type NewToken = typeof sandboxTokens.$inferInsert;
export type SandboxToken = typeof sandboxTokens.$inferSelect;

export async function insertToken(db: Database, token: NewToken): Promise<void> {
  await db.insert(sandboxTokens).values(token);
}

/** A token of the account, spent or not. */
export async function findToken(
  db: Database,
  account: string,
  id: string,
): Promise<SandboxToken | undefined> {
  const [token] = await db
    .select()
    .from(sandboxTokens)
    .where(and(eq(sandboxTokens.account, account), eq(sandboxTokens.id, id)));
  return token;
}

/**
 * Spends a token once: marks it used and answers it, or undefined when it is unknown to the account,
 * already used or expired (two concurrent spends: one wins).
 */
export async function spendToken(
  db: Database,
  account: string,
  id: string,
  now: Date,
): Promise<SandboxToken | undefined> {
  const [token] = await db
    .update(sandboxTokens)
    .set({ usedAt: now })
    .where(and(eq(sandboxTokens.account, account), eq(sandboxTokens.id, id), isNull(sandboxTokens.usedAt)))
    .returning();
  return token && token.expiresAt > now ? token : undefined;
}

/** Removes tokens expired before `now` (they can never be spent). */
export async function deleteExpiredTokens(db: Database, now: Date): Promise<void> {
  await db.delete(sandboxTokens).where(lt(sandboxTokens.expiresAt, now));
}
