import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentAttempts, type PaymentAttemptRow } from '../../db/schema/index.ts';

/** The payments (POST /api/payment/pay) kept by their Idempotency-Key, within one hotel and guest. */
export function createAttemptRepository(db: Database) {
  return {
    async findByKey(companyId: string, guestId: string, key: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.companyId, companyId),
            eq(paymentAttempts.guestId, guestId),
            eq(paymentAttempts.idempotencyKey, key),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findById(companyId: string, guestId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.companyId, companyId),
            eq(paymentAttempts.guestId, guestId),
            eq(paymentAttempts.id, id),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The attempt, locked: a poll and the request that made it apply the processor's answer once. */
    async lock(companyId: string, id: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.companyId, companyId), eq(paymentAttempts.id, id)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** The charge's attempt the processor is still working on, if any. */
    async findInFlight(companyId: string, chargeId: string, tx: Database) {
      const rows = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.companyId, companyId), eq(paymentAttempts.chargeId, chargeId)));
      return rows.find((row) => row.status === 'processing' || row.status === 'challenge') ?? null;
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
