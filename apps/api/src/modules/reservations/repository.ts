import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';

export function createReservationRepository(db: Database) {
  return {
    async findReservation(companyId: string, reservationId: string, tx: Database = db) {
      const [row] = await tx
        .select({
          id: reservations.id,
          reservationNumber: reservations.reservationNumber,
          resStatus: reservations.resStatus,
          checkinDate: reservations.checkinDate,
          checkoutDate: reservations.checkoutDate,
          adultsNumber: reservations.adultsNumber,
          childrenNumber: reservations.childrenNumber,
          billed: reservations.billed,
          isDemonstration: reservations.isDemonstration,
          guestListFinishedAt: reservations.guestListFinishedAt,
        })
        .from(reservations)
        .where(and(eq(reservations.companyId, companyId), eq(reservations.id, reservationId)))
        .limit(1);
      return row ?? null;
    },
  };
}
