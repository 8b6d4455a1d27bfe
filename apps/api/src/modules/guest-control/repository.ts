import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guests, reservations } from '../../db/schema/index.ts';

/** What a guest-control access names of a verified guest: the guest and its reservation. */
export function createGuestControlRepository(db: Database) {
  return {
    async findGuestStay(companyId: string, guestId: string, reservationId: string) {
      const [row] = await db
        .select({
          guestId: guests.id,
          personId: guests.personId,
          name: guests.name,
          lastName: guests.lastName,
          reservationId: reservations.id,
          reservationNumber: reservations.reservationNumber,
          roomName: reservations.roomName,
        })
        .from(guests)
        .innerJoin(reservations, eq(reservations.id, guests.reservationId))
        .where(
          and(
            eq(guests.companyId, companyId),
            eq(guests.id, guestId),
            eq(reservations.companyId, companyId),
            eq(reservations.id, reservationId),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
