import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentCards, paymentCustomers, type PaymentCardRow } from '../../db/schema/index.ts';

/** The processor's customer of each person and the saved cards, within one hotel. */
export function createCustomerRepository(db: Database) {
  return {
    async findCustomerId(companyId: string, personId: string, processor: string): Promise<string | null> {
      const [row] = await db
        .select({ id: paymentCustomers.processorCustomerId })
        .from(paymentCustomers)
        .where(
          and(
            eq(paymentCustomers.companyId, companyId),
            eq(paymentCustomers.personId, personId),
            eq(paymentCustomers.processor, processor),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /** Keeps the person's customer id; when two requests made one each, the first kept wins. */
    async keepCustomerId(input: {
      companyId: string;
      personId: string;
      processor: string;
      processorCustomerId: string;
    }): Promise<string> {
      const [inserted] = await db
        .insert(paymentCustomers)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: paymentCustomers.processorCustomerId });
      return (
        inserted?.id ?? (await this.findCustomerId(input.companyId, input.personId, input.processor)) ?? ''
      );
    },

    async listCards(companyId: string, personId: string, processor: string): Promise<PaymentCardRow[]> {
      return db
        .select()
        .from(paymentCards)
        .where(
          and(
            eq(paymentCards.companyId, companyId),
            eq(paymentCards.personId, personId),
            eq(paymentCards.processor, processor),
          ),
        )
        .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id));
    },

    async findCard(companyId: string, personId: string, cardId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(paymentCards)
        .where(
          and(
            eq(paymentCards.companyId, companyId),
            eq(paymentCards.personId, personId),
            eq(paymentCards.id, cardId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Saves the card; the same processor card saved twice is the same row. */
    async insertCard(row: typeof paymentCards.$inferInsert): Promise<PaymentCardRow> {
      const [inserted] = await db.insert(paymentCards).values(row).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(paymentCards)
        .where(
          and(
            eq(paymentCards.companyId, row.companyId),
            eq(paymentCards.processor, row.processor),
            eq(paymentCards.processorCardId, row.processorCardId),
          ),
        )
        .limit(1);
      if (!existing) throw new Error('a saved card vanished between insert and select');
      return existing;
    },

    async deleteCard(companyId: string, cardId: string): Promise<void> {
      await db
        .delete(paymentCards)
        .where(and(eq(paymentCards.companyId, companyId), eq(paymentCards.id, cardId)));
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
