import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companies,
  finishedForms,
  guests,
  reservations,
  type NewReservationRow,
} from '../../db/schema/index.ts';

/** Reservations by their number within one hotel, and the hotel's feed of finished forms. */
export function createIntegrationRepository(db: Database) {
  return {
    async findReservationByNumber(companyId: string, reservationNumber: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(
          and(eq(reservations.companyId, companyId), eq(reservations.reservationNumber, reservationNumber)),
        )
        .limit(1);
      return row ?? null;
    },
    async findReservationById(companyId: string, reservationId: string) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.companyId, companyId), eq(reservations.id, reservationId)))
        .limit(1);
      return row ?? null;
    },
    /** The reservation, locked until the transaction ends, so two upserts of one number take turns. */
    async lockReservationByNumber(companyId: string, reservationNumber: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(
          and(eq(reservations.companyId, companyId), eq(reservations.reservationNumber, reservationNumber)),
        )
        .limit(1)
        .for('update');
      return row ?? null;
    },
    /** Inserts the reservation unless its number exists (a concurrent upsert made it): null then. */
    async insertReservation(row: NewReservationRow, tx: Database) {
      const [inserted] = await tx
        .insert(reservations)
        .values(row)
        .onConflictDoNothing({ target: [reservations.companyId, reservations.reservationNumber] })
        .returning();
      return inserted ?? null;
    },
    async updateReservation(
      companyId: string,
      reservationId: string,
      set: Partial<NewReservationRow>,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(reservations)
        .set(set)
        .where(and(eq(reservations.companyId, companyId), eq(reservations.id, reservationId)));
    },
    async findCompany(companyId: string) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row ?? null;
    },
    /** Up to `limit` entries of the hotel's feed after `afterSeq`, oldest first, with their guests. */
    async listFinishedForms(companyId: string, afterSeq: number, limit: number) {
      return db
        .select({ entry: finishedForms, guest: guests, reservation: reservations })
        .from(finishedForms)
        .innerJoin(guests, eq(guests.id, finishedForms.guestId))
        .innerJoin(reservations, eq(reservations.id, finishedForms.reservationId))
        .where(and(eq(finishedForms.companyId, companyId), gt(finishedForms.seq, afterSeq)))
        .orderBy(asc(finishedForms.seq))
        .limit(limit);
    },
    async deleteGuests(companyId: string, guestIds: string[], tx: Database) {
      if (guestIds.length === 0) return;
      await tx.delete(guests).where(and(eq(guests.companyId, companyId), inArray(guests.id, guestIds)));
    },
  };
}
export type IntegrationRepository = ReturnType<typeof createIntegrationRepository>;
