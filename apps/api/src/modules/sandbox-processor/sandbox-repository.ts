import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxCards, sandboxCharges, sandboxCustomers, sandboxTokens } from './tables.ts';

/**
 * An id the sandbox could have made (`sandboxId`: a prefix, `_`, 16 letters and digits). Anything else
 * (a NUL byte, a lone surrogate, a long string from a path) is unknown without asking PostgreSQL,
 * which refuses a NUL byte in text with an error rather than finding nothing.
 */
const isSandboxIdShape = (id: string): boolean => /^[a-z]{2,5}_[A-Za-z0-9]{16}$/.test(id);

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
  if (!isSandboxIdShape(id)) return undefined;
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
  if (!isSandboxIdShape(id)) return undefined;
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

type NewCustomer = typeof sandboxCustomers.$inferInsert;
type NewCard = typeof sandboxCards.$inferInsert;
export type SandboxCard = typeof sandboxCards.$inferSelect;
type NewCharge = typeof sandboxCharges.$inferInsert;
export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export async function insertCustomer(db: Database, customer: NewCustomer): Promise<void> {
  await db.insert(sandboxCustomers).values(customer);
}

export async function customerExists(db: Database, account: string, id: string): Promise<boolean> {
  if (!isSandboxIdShape(id)) return false;
  const [row] = await db
    .select({ id: sandboxCustomers.id })
    .from(sandboxCustomers)
    .where(and(eq(sandboxCustomers.account, account), eq(sandboxCustomers.id, id)));
  return row !== undefined;
}

export async function insertCard(db: Database, card: NewCard): Promise<void> {
  await db.insert(sandboxCards).values(card);
}

export async function listCards(db: Database, account: string, customerId: string): Promise<SandboxCard[]> {
  return db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.account, account), eq(sandboxCards.customerId, customerId)))
    .orderBy(asc(sandboxCards.createdAt), asc(sandboxCards.id));
}

export async function findCard(
  db: Database,
  account: string,
  customerId: string | null,
  id: string,
): Promise<SandboxCard | undefined> {
  if (!isSandboxIdShape(id)) return undefined;
  const [card] = await db
    .select()
    .from(sandboxCards)
    .where(
      and(
        eq(sandboxCards.account, account),
        eq(sandboxCards.id, id),
        customerId === null ? undefined : eq(sandboxCards.customerId, customerId),
      ),
    );
  return card;
}

export async function markCardDeleted(
  db: Database,
  account: string,
  id: string,
): Promise<SandboxCard | undefined> {
  if (!isSandboxIdShape(id)) return undefined;
  const [card] = await db
    .update(sandboxCards)
    .set({ status: 'deleted' })
    .where(and(eq(sandboxCards.account, account), eq(sandboxCards.id, id)))
    .returning();
  return card;
}

export async function insertCharge(db: Database, charge: NewCharge): Promise<SandboxCharge> {
  const [inserted] = await db.insert(sandboxCharges).values(charge).returning();
  if (!inserted) throw new Error('sandbox charge not inserted');
  return inserted;
}

/**
 * Runs `create` once per account and Idempotency-Key: under a transaction-scoped advisory lock of the
 * key, answers the charge an earlier call made with it, else what `create` makes (decision 93).
 */
export async function onceForIdempotencyKey<T>(
  db: Database,
  account: string,
  key: string | null,
  create: (tx: Database) => Promise<T>,
  answerExisting: (charge: SandboxCharge) => T,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (key) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${account}|${key}`}))`);
      const [existing] = await tx
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.account, account), eq(sandboxCharges.idempotencyKey, key)));
      if (existing) return answerExisting(existing);
    }
    return create(tx);
  });
}

export async function findCharge(
  db: Database,
  account: string | null,
  id: string,
): Promise<SandboxCharge | undefined> {
  if (!isSandboxIdShape(id)) return undefined;
  const [charge] = await db
    .select()
    .from(sandboxCharges)
    .where(
      and(eq(sandboxCharges.id, id), account === null ? undefined : eq(sandboxCharges.account, account)),
    );
  return charge;
}

/**
 * A page of the account's orders (one charge each), newest first, filtered as GET /orders is by
 * `code` and `customer_id`; with the number of all that match.
 */
export async function listCharges(
  db: Database,
  account: string,
  filter: { code?: string; customerId?: string; page: number; size: number },
): Promise<{ charges: SandboxCharge[]; total: number }> {
  const where = and(
    eq(sandboxCharges.account, account),
    filter.code === undefined ? undefined : eq(sandboxCharges.code, filter.code),
    filter.customerId === undefined ? undefined : eq(sandboxCharges.customerId, filter.customerId),
  );
  const charges = await db
    .select()
    .from(sandboxCharges)
    .where(where)
    .orderBy(desc(sandboxCharges.createdAt), desc(sandboxCharges.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [counted] = await db.select({ total: count() }).from(sandboxCharges).where(where);
  return { charges, total: counted?.total ?? 0 };
}

/** Moves a charge from one transaction status to another; undefined when it was not in `from`. */
export async function moveCharge(
  db: Database,
  id: string,
  from: readonly string[],
  to: { transactionStatus: string; authorizationCode?: string | null },
  now: Date,
): Promise<SandboxCharge | undefined> {
  if (!isSandboxIdShape(id)) return undefined;
  const [charge] = await db
    .update(sandboxCharges)
    .set({ ...to, updatedAt: now })
    .where(and(eq(sandboxCharges.id, id), inArray(sandboxCharges.transactionStatus, [...from])))
    .returning();
  return charge;
}
