import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guests, reservations, trackingEvents, type NewTrackingEventRow } from '../../db/schema/index.ts';

export function createTrackingRepository(db: Database) {
  return {
    /** Whether the id is a reservation or a guest of this hotel. */
    async isSubjectOf(companyId: string, id: string): Promise<boolean> {
      const [reservation] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.companyId, companyId), eq(reservations.id, id)))
        .limit(1);
      if (reservation) return true;
      const [guest] = await db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, id)))
        .limit(1);
      return guest !== undefined;
    },
    async insertEvent(row: NewTrackingEventRow): Promise<void> {
      await db.insert(trackingEvents).values(row);
    },
  };
}
