import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { guests, reservations, type CompanyRow } from '../../db/schema/index.ts';
import { assertReservationOpen } from '../../plugins/reservation-rules.ts';

/**
 * The reservation rule of every way in before a token exists (contacts, PIN, code, link): a guest of a
 * reservation the search blocks gets nothing (403 with the reason's code). An unknown guest passes, so
 * the caller answers its own 404.
 */
export function createReservationGate({ db, clock }: { db: Database; clock: Clock }) {
  return async function assertGuestMayEnter(tenant: CompanyRow, guestId: string): Promise<void> {
    const [reservation] = await db
      .select({
        resStatus: reservations.resStatus,
        checkinDate: reservations.checkinDate,
        checkoutDate: reservations.checkoutDate,
        guestListFinishedAt: reservations.guestListFinishedAt,
      })
      .from(guests)
      .innerJoin(reservations, eq(reservations.id, guests.reservationId))
      .where(and(eq(guests.companyId, tenant.id), eq(guests.id, guestId)))
      .limit(1);
    if (reservation) assertReservationOpen({ tenant, reservation, now: clock() });
  };
}
export type ReservationGate = ReturnType<typeof createReservationGate>;
