import { and, asc, between, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ReservationStatus } from '@hospedar/contracts/constants';
import type { Database } from '../../db/client.ts';
import {
  guestDocuments,
  guests,
  paymentCharges,
  paymentOrders,
  reservations,
  type GuestDocumentRow,
  type GuestRow,
  type ReservationRow,
} from '../../db/schema/index.ts';
import type { OrderWithCharges } from '../payment/order-repository.ts';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents, in SQL and in JS alike, so "gomez" finds "Gómez". */
const foldedSql = (value: SQL) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
export function folded(text: string): string {
  return [...text.toLowerCase()].map((char) => PLAIN[ACCENTED.indexOf(char)] ?? char).join('');
}
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The guest rows of one reservation, as the list shows them: the main guest first, children last. */
const guestOrder = [desc(guests.masterGuest), asc(guests.isChild), asc(guests.createdAt), asc(guests.id)];

export type ArrivalsRange = { from: string; to: string; search: string | null; limit: number };

/** The console's reads of arrivals, always within one hotel (decision 210). */
export function createArrivalsRepository(db: Database) {
  return {
    /**
     * The hotel's reservations checking in from `from` to `to` (cancelled ones left out), by check-in
     * date and number; with `search`, those whose number starts with it or one of whose guests' names
     * (first, last, social, or first and last together) holds it, accents and case aside.
     */
    async listReservations(companyId: string, range: ArrivalsRange): Promise<ReservationRow[]> {
      const conditions: SQL[] = [
        eq(reservations.companyId, companyId),
        between(reservations.checkinDate, range.from, range.to),
        ne(reservations.resStatus, ReservationStatus.CANCELLED),
      ];
      if (range.search) {
        const pattern = `%${escapeLike(folded(range.search))}%`;
        const fullName = sql`${guests.name} || ' ' || ${guests.lastName}`;
        const guestMatch = db
          .select({ id: guests.id })
          .from(guests)
          .where(
            and(
              eq(guests.companyId, companyId),
              eq(guests.reservationId, reservations.id),
              or(
                sql`${foldedSql(fullName)} like ${pattern}`,
                sql`${foldedSql(sql`${guests.socialName}`)} like ${pattern}`,
              ),
            ),
          );
        const numberMatch = sql`lower(${reservations.reservationNumber}) like ${`${escapeLike(range.search.toLowerCase())}%`}`;
        const match = or(numberMatch, sql`exists (${guestMatch})`);
        if (match) conditions.push(match);
      }
      return db
        .select()
        .from(reservations)
        .where(and(...conditions))
        .orderBy(asc(reservations.checkinDate), asc(reservations.reservationNumber))
        .limit(range.limit);
    },

    async listGuests(companyId: string, reservationIds: string[]): Promise<GuestRow[]> {
      if (reservationIds.length === 0) return [];
      return db
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), inArray(guests.reservationId, reservationIds)))
        .orderBy(...guestOrder);
    },

    /** The guests' own documents (not additional ones): whether images were sent. */
    async listDocuments(companyId: string, guestIds: string[]): Promise<GuestDocumentRow[]> {
      if (guestIds.length === 0) return [];
      return db
        .select()
        .from(guestDocuments)
        .where(
          and(
            eq(guestDocuments.companyId, companyId),
            inArray(guestDocuments.guestId, guestIds),
            eq(guestDocuments.isAdditional, false),
          ),
        );
    },

    /** The reservations' payment orders with their charges, by reservation id. */
    async listOrders(companyId: string, reservationIds: string[]): Promise<Map<string, OrderWithCharges>> {
      const orders = new Map<string, OrderWithCharges>();
      if (reservationIds.length === 0) return orders;
      const orderRows = await db
        .select()
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.companyId, companyId), inArray(paymentOrders.reservationId, reservationIds)),
        );
      if (orderRows.length === 0) return orders;
      const charges = await db
        .select()
        .from(paymentCharges)
        .where(
          and(
            eq(paymentCharges.companyId, companyId),
            inArray(
              paymentCharges.orderId,
              orderRows.map((order) => order.id),
            ),
          ),
        )
        .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
      for (const order of orderRows) {
        orders.set(order.reservationId, {
          order,
          charges: charges.filter((charge) => charge.orderId === order.id),
        });
      }
      return orders;
    },

    /** One guest of the hotel with its reservation; null for any id of another hotel. */
    async findGuestWithReservation(companyId: string, guestId: string) {
      const [row] = await db
        .select({ guest: guests, reservation: reservations })
        .from(guests)
        .innerJoin(
          reservations,
          and(eq(reservations.id, guests.reservationId), eq(reservations.companyId, guests.companyId)),
        )
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .limit(1);
      return row ?? null;
    },

    /** The guest row locked until the transaction ends: two resends of one guest take turns. */
    async lockGuest(companyId: string, guestId: string, tx: Database): Promise<GuestRow | null> {
      const [row] = await tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },
  };
}
export type ArrivalsRepository = ReturnType<typeof createArrivalsRepository>;
