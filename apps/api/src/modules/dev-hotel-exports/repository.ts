import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hotelExports, reservations } from '../../db/schema/index.ts';

/** Reads what the local FNRH driver kept for one hotel's reservation ("what the hotel received"). */
export function createDevHotelExportsRepository(db: Database) {
  return {
    async ofReservation(companyId: string, reservationNumber: string) {
      return db
        .select({
          id: hotelExports.id,
          kind: hotelExports.kind,
          guestId: hotelExports.guestId,
          payload: hotelExports.payload,
          createdAt: hotelExports.createdAt,
        })
        .from(hotelExports)
        .innerJoin(reservations, eq(reservations.id, hotelExports.reservationId))
        .where(
          and(eq(hotelExports.companyId, companyId), eq(reservations.reservationNumber, reservationNumber)),
        )
        .orderBy(desc(hotelExports.createdAt))
        .limit(50);
    },
  };
}
