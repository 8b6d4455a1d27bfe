import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guests, reservations } from '../../db/schema/index.ts';

export function createConfigRepository(db: Database) {
  return {
    async findReservation(companyId: string, reservationId: string, tx: Database = db) {
      const [row] = await tx
        .select({
          id: reservations.id,
          checkinDate: reservations.checkinDate,
          checkoutDate: reservations.checkoutDate,
        })
        .from(reservations)
        .where(and(eq(reservations.companyId, companyId), eq(reservations.id, reservationId)))
        .limit(1);
      return row ?? null;
    },
    /** The guest, when it belongs to the company (and to the reservation, when one is given). */
    async findGuest(
      companyId: string,
      guestId: string,
      reservationId: string | undefined,
      tx: Database = db,
    ) {
      const conditions = [eq(guests.companyId, companyId), eq(guests.id, guestId)];
      if (reservationId) conditions.push(eq(guests.reservationId, reservationId));
      const [row] = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(...conditions))
        .limit(1);
      return row ?? null;
    },
  };
}
