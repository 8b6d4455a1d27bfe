import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guestPins, guests, reservations, type GuestRow } from '../../db/schema/index.ts';
import { PIN_MAX_FAILED_ATTEMPTS, type PinFailures } from './pin-rules.ts';

/** What the ways in read of a guest: its reservation, its contacts and its place in the party. */
export const GUEST_FIELDS = {
  id: guests.id,
  companyId: guests.companyId,
  reservationId: guests.reservationId,
  personId: guests.personId,
  masterGuest: guests.masterGuest,
  isChild: guests.isChild,
  email: guests.email,
  language: guests.language,
  mobileCountryCode: guests.mobileCountryCode,
  mobileAreaCode: guests.mobileAreaCode,
  mobileNumber: guests.mobileNumber,
};
export type VerificationGuest = Pick<GuestRow, keyof typeof GUEST_FIELDS>;
export type PinRow = typeof guestPins.$inferSelect;
export type NewPinRow = typeof guestPins.$inferInsert;

/** A PIN row that may still be answered: not consumed, not killed by wrong tries, not expired. */
const isLive = (now: Date) =>
  and(
    isNull(guestPins.consumedAt),
    lt(guestPins.failedAttempts, PIN_MAX_FAILED_ATTEMPTS),
    gt(guestPins.expiresAt, now),
  );

/** The guest of a hotel, by id; prepared once (decision 292). */
const guestQuery = (db: Database) =>
  db
    .select(GUEST_FIELDS)
    .from(guests)
    .where(and(eq(guests.companyId, sql.placeholder('companyId')), eq(guests.id, sql.placeholder('guestId'))))
    .limit(1)
    .prepare('verification_guest');

/** The guest's most recent PIN for a contact, whatever its state; prepared once (decision 292). */
const latestPinQuery = (db: Database) =>
  db
    .select()
    .from(guestPins)
    .where(
      and(
        eq(guestPins.companyId, sql.placeholder('companyId')),
        eq(guestPins.guestId, sql.placeholder('guestId')),
        eq(guestPins.contactId, sql.placeholder('contactId')),
      ),
    )
    .orderBy(desc(guestPins.createdAt))
    .limit(1)
    .prepare('verification_latest_pin');

export function createVerificationRepository(db: Database) {
  // Built on first use: building the app touches no table (health.test.ts builds one on a dead db).
  let preparedGuest: ReturnType<typeof guestQuery> | undefined;
  let preparedLatestPin: ReturnType<typeof latestPinQuery> | undefined;

  return {
    async findGuest(companyId: string, guestId: string): Promise<VerificationGuest | null> {
      const [row] = await (preparedGuest ??= guestQuery(db)).execute({ companyId, guestId });
      return row ?? null;
    },

    /**
     * Locks the guest's row until the transaction ends, which serialises the PIN requests and tries of
     * one guest (resend and hourly limits, the guess pause), and answers pinsSince's PINs in the same
     * statement (decision 292).
     */
    async lockGuestReadingPins(tx: Database, guestId: string, since: Date): Promise<PinFailures[]> {
      const rows = await tx
        .select({ createdAt: guestPins.createdAt, failedAttempts: guestPins.failedAttempts })
        .from(guests)
        .leftJoin(guestPins, and(eq(guestPins.guestId, guests.id), gt(guestPins.createdAt, since)))
        .where(eq(guests.id, guestId))
        .orderBy(asc(guestPins.createdAt))
        .for('update', { of: guests });
      return rows.flatMap(({ createdAt, failedAttempts }) =>
        createdAt && failedAttempts !== null ? [{ createdAt, failedAttempts }] : [],
      );
    },

    /**
     * The guest's PINs created after `since` (the ceilings' window), oldest first, with their wrong codes:
     * one statement for the resend, hourly and daily limits and the guess pause (at most a day's PINs).
     */
    async pinsSince(tx: Database, guestId: string, since: Date): Promise<PinFailures[]> {
      return tx
        .select({ createdAt: guestPins.createdAt, failedAttempts: guestPins.failedAttempts })
        .from(guestPins)
        .where(and(eq(guestPins.guestId, guestId), gt(guestPins.createdAt, since)))
        .orderBy(asc(guestPins.createdAt));
    },

    /** The guest's name and reservation number, for the hotel's notice. */
    async guestLabel(tx: Database, guestId: string) {
      const [row] = await tx
        .select({
          name: guests.name,
          lastName: guests.lastName,
          reservationNumber: reservations.reservationNumber,
        })
        .from(guests)
        .innerJoin(reservations, eq(reservations.id, guests.reservationId))
        .where(eq(guests.id, guestId))
        .limit(1);
      return row ?? null;
    },

    /** Stores a new PIN and kills the guest's earlier ones still unused, in one statement. */
    async replaceLivePins(tx: Database, row: NewPinRow & { createdAt: Date }): Promise<void> {
      const now = row.createdAt;
      const expired = tx
        .$with('expired', { id: sql<string>`id` })
        .as(
          sql`update ${guestPins} set expires_at = ${now} where ${and(eq(guestPins.guestId, row.guestId), isLive(now))} returning ${guestPins.id}`,
        );
      await tx.with(expired).insert(guestPins).values(row);
    },

    /** The guest's most recent PIN for a contact, whatever its state. */
    async findLatestPin(companyId: string, guestId: string, contactId: string): Promise<PinRow | null> {
      const [row] = await (preparedLatestPin ??= latestPinQuery(db)).execute({
        companyId,
        guestId,
        contactId,
      });
      return row ?? null;
    },

    async findPinByLinkHash(companyId: string, linkHash: string): Promise<PinRow | null> {
      const [row] = await db
        .select()
        .from(guestPins)
        .where(and(eq(guestPins.companyId, companyId), eq(guestPins.linkHash, linkHash)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts a wrong try, atomically and only on a live PIN: with the guest's row locked
     * (lockGuestReadingPins), concurrent guesses are compared one after the other, so never more than
     * five. Answers the tries counted so far, or null when the PIN is not live.
     */
    async countWrongTry(pinId: string, now: Date, tx: Database = db): Promise<number | null> {
      const [row] = await tx
        .update(guestPins)
        .set({ failedAttempts: sql`${guestPins.failedAttempts} + 1` })
        .where(and(eq(guestPins.id, pinId), isLive(now)))
        .returning({ failedAttempts: guestPins.failedAttempts });
      return row?.failedAttempts ?? null;
    },

    /** Marks a live PIN used (its right code or its link); false when it was not live. */
    async consumeIfLive(pinId: string, now: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(guestPins)
        .set({ consumedAt: now })
        .where(and(eq(guestPins.id, pinId), isLive(now)))
        .returning({ id: guestPins.id });
      return rows.length === 1;
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
