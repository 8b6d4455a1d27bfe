import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { guests, reservations, type CompanyRow } from '../../db/schema/index.ts';
import { assertReservationOpen } from '../../plugins/reservation-rules.ts';
import { GUEST_FIELDS, type VerificationGuest } from './repository.ts';

/**
 * The reservation rule of every way in before a token exists (contacts, PIN, code, link): a guest of a
 * reservation the search blocks gets nothing (403 with the reason's code). An unknown guest passes, so
 * the caller answers its own 404.
 */
/** The guest and its reservation, as the rules read it: one query, prepared once (decision 292). */
const gateQuery = (db: Database) =>
  db
    .select({
      guest: GUEST_FIELDS,
      reservation: {
        resStatus: reservations.resStatus,
        checkinDate: reservations.checkinDate,
        checkoutDate: reservations.checkoutDate,
        guestListFinishedAt: reservations.guestListFinishedAt,
      },
    })
    .from(guests)
    .innerJoin(reservations, eq(reservations.id, guests.reservationId))
    .where(and(eq(guests.companyId, sql.placeholder('companyId')), eq(guests.id, sql.placeholder('guestId'))))
    .limit(1)
    .prepare('gate_guest_reservation');

/**
 * The guest of the hotel a way in names, read with its reservation in one query: null when the hotel
 * has no such guest (the caller answers its own 404), 403 with the reason's code when its reservation
 * is one the search blocks.
 */
export function createGuestGate({ db, clock }: { db: Database; clock: Clock }) {
  // Built on first use: building the app touches no table (health.test.ts builds one on a dead db).
  let prepared: ReturnType<typeof gateQuery> | undefined;
  return async function enteringGuest(
    tenant: CompanyRow,
    guestId: string,
  ): Promise<VerificationGuest | null> {
    const [row] = await (prepared ??= gateQuery(db)).execute({ companyId: tenant.id, guestId });
    if (!row) return null;
    assertReservationOpen({ tenant, reservation: row.reservation, now: clock() });
    return row.guest;
  };
}
export type GuestGate = ReturnType<typeof createGuestGate>;

/** The gate's rule alone, for the ways in that read the guest themselves (passkeys). */
export function createReservationGate(deps: { db: Database; clock: Clock }) {
  const enteringGuest = createGuestGate(deps);
  return async function assertGuestMayEnter(tenant: CompanyRow, guestId: string): Promise<void> {
    await enteringGuest(tenant, guestId);
  };
}
export type ReservationGate = ReturnType<typeof createReservationGate>;
