import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { guests, reservations, type CompanyRow } from '../../db/schema/index.ts';
import { assertReservationOpen } from '../../plugins/reservation-rules.ts';

/**
 * The reservation rule of every way in before a token exists (contacts, PIN, code, link): a guest of a
 * reservation the search blocks gets nothing (403 with the reason's code). An unknown guest passes, so
 * the caller answers its own 404.
 */
/** The guest's reservation, as the rules read it: one query, prepared once (decision 292). */
const gateQuery = (db: Database) =>
  db
    .select({
      resStatus: reservations.resStatus,
      checkinDate: reservations.checkinDate,
      checkoutDate: reservations.checkoutDate,
      guestListFinishedAt: reservations.guestListFinishedAt,
    })
    .from(guests)
    .innerJoin(reservations, eq(reservations.id, guests.reservationId))
    .where(and(eq(guests.companyId, sql.placeholder('companyId')), eq(guests.id, sql.placeholder('guestId'))))
    .limit(1)
    .prepare('gate_guest_reservation');

export function createReservationGate({ db, clock }: { db: Database; clock: Clock }) {
  // Built on first use: building the app touches no table (health.test.ts builds one on a dead db).
  let prepared: ReturnType<typeof gateQuery> | undefined;
  return async function assertGuestMayEnter(tenant: CompanyRow, guestId: string): Promise<void> {
    const [reservation] = await (prepared ??= gateQuery(db)).execute({ companyId: tenant.id, guestId });
    if (reservation) assertReservationOpen({ tenant, reservation, now: clock() });
  };
}
export type ReservationGate = ReturnType<typeof createReservationGate>;
