import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guestDocuments, guests, reservations } from '../../db/schema/index.ts';

/** Reads one guest of a hotel with its reservation's stay, and its documents, for the FNRH document. */
export function createFnrhDocumentRepository(db: Database) {
  return {
    /** The guest and its reservation, both of the hotel; null for any id of another hotel. */
    async findGuestWithReservation(companyId: string, guestId: string) {
      const [row] = await db
        .select({
          guest: guests,
          reservation: {
            reservationNumber: reservations.reservationNumber,
            checkinDate: reservations.checkinDate,
            checkoutDate: reservations.checkoutDate,
          },
        })
        .from(guests)
        .innerJoin(
          reservations,
          and(eq(reservations.id, guests.reservationId), eq(reservations.companyId, guests.companyId)),
        )
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .limit(1);
      return row ?? null;
    },
    async listDocuments(companyId: string, guestId: string) {
      return db
        .select()
        .from(guestDocuments)
        .where(and(eq(guestDocuments.companyId, companyId), eq(guestDocuments.guestId, guestId)))
        .orderBy(desc(guestDocuments.isMain), asc(guestDocuments.createdAt));
    },
  };
}
