import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentAttempts, type PaymentAttemptRow } from '../../db/schema/index.ts';

/** A guest's payment, named by its Idempotency-Key (the request) or by its id (the poll). */
export type AttemptLookup = { guestId: string } & ({ key: string } | { id: string });

/** The payments (POST /api/payment/pay) kept by their Idempotency-Key, within one hotel and guest. */
export function createAttemptRepository(db: Database) {
  /** The one attempt of the hotel matching `where`, locked for the transaction when asked. */
  async function findOne(
    companyId: string,
    where: SQL | undefined,
    { tx = db, forUpdate = false }: { tx?: Database; forUpdate?: boolean } = {},
  ): Promise<PaymentAttemptRow | null> {
    const query = tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.companyId, companyId), where));
    const [row] = await (forUpdate ? query.for('update') : query).limit(1);
    return row ?? null;
  }

  return {
    /** The guest's attempt by its Idempotency-Key or its id; another guest's is not found. */
    async find(companyId: string, lookup: AttemptLookup, tx: Database = db) {
      const named =
        'key' in lookup ? eq(paymentAttempts.idempotencyKey, lookup.key) : eq(paymentAttempts.id, lookup.id);
      return findOne(companyId, and(eq(paymentAttempts.guestId, lookup.guestId), named), { tx });
    },

    /** The attempt, locked: a poll and the request that made it apply the processor's answer once. */
    async lock(companyId: string, id: string, tx: Database) {
      return findOne(companyId, eq(paymentAttempts.id, id), { tx, forUpdate: true });
    },

    /** The charge's attempt the processor is still working on, if any. */
    async findInFlight(companyId: string, chargeId: string, tx: Database) {
      return findOne(
        companyId,
        and(
          eq(paymentAttempts.chargeId, chargeId),
          inArray(paymentAttempts.status, ['processing', 'challenge']),
        ),
        { tx },
      );
    },

    /**
     * The charge's card attempts whose authorization got no answer (timed out before the processor
     * named a charge), oldest first: the processor may have authorized them (decision 105).
     */
    async findUnanswered(companyId: string, chargeId: string, excludeId: string, tx: Database = db) {
      return tx
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.companyId, companyId),
            eq(paymentAttempts.chargeId, chargeId),
            eq(paymentAttempts.status, 'timed_out'),
            isNull(paymentAttempts.processorChargeId),
            ne(paymentAttempts.method, 'pay_at_hotel'),
            ne(paymentAttempts.id, excludeId),
          ),
        )
        .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
    },

    /** Inserts the attempt; null when its key was already used (the unique index decides, under races). */
    async insertOnce(
      row: typeof paymentAttempts.$inferInsert,
      tx: Database,
    ): Promise<PaymentAttemptRow | null> {
      const [inserted] = await tx.insert(paymentAttempts).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async update(
      row: PaymentAttemptRow,
      change: Partial<Omit<PaymentAttemptRow, 'id' | 'companyId'>>,
      tx: Database,
    ): Promise<PaymentAttemptRow> {
      const [updated] = await tx
        .update(paymentAttempts)
        .set(change)
        .where(and(eq(paymentAttempts.companyId, row.companyId), eq(paymentAttempts.id, row.id)))
        .returning();
      return updated ?? { ...row, ...change };
    },
  };
}
