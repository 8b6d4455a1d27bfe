import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, is, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';

/** A document as it is stored: its fields and image keys. */
export type StoredDocument = Pick<TGuestDocument, 'isMain' | 'documentTypeId' | 'documentNumber'> & {
  frontImageKey?: string | null;
  backImageKey?: string | null;
};
import type { Database } from '../../db/client.ts';
import {
  guestDocuments,
  guests,
  type GuestDocumentRow,
  type GuestRow,
  type NewGuestRow,
} from '../../db/schema/index.ts';

/** Every document of a reservation's guests, main ones first; prepared once (decision 292). */
const reservationDocumentsQuery = (db: Database) =>
  db
    .select({ document: guestDocuments })
    .from(guestDocuments)
    .innerJoin(guests, eq(guests.id, guestDocuments.guestId))
    .where(
      and(
        eq(guestDocuments.companyId, sql.placeholder('companyId')),
        eq(guests.reservationId, sql.placeholder('reservationId')),
      ),
    )
    .orderBy(desc(guestDocuments.isMain), asc(guestDocuments.createdAt))
    .prepare('guests_reservation_documents');

/** A reservation's guests in the list's order: the main guest first, adults before minors. */
const GUEST_LIST_ORDER = [
  desc(guests.masterGuest),
  asc(guests.isChild),
  asc(guests.createdAt),
  asc(guests.id),
];

/** The reservation's guests, main guest first; prepared once (decision 304). */
const reservationGuestsQuery = (db: Database) =>
  db
    .select()
    .from(guests)
    .where(
      and(
        eq(guests.companyId, sql.placeholder('companyId')),
        eq(guests.reservationId, sql.placeholder('reservationId')),
      ),
    )
    .orderBy(...GUEST_LIST_ORDER)
    .prepare('guests_of_reservation');

/**
 * How many different sets of columns a process keeps a built update of the guest for. Each step of the
 * form writes its own set (decision 304): a handful; a set past the cap is built on each call.
 */
export const PREPARED_GUEST_UPDATES_CAP = 32;

/**
 * Writes the named columns of a guest and answers the row as saved; prepared under `name`. A column
 * written null is set to NULL in the text itself: a placeholder's value goes through the column's
 * encoder, which would turn null into JSON's `null` on a jsonb column and throw on a timestamp.
 */
const guestUpdateQuery = (
  db: Database,
  columns: readonly { column: string; isNull: boolean }[],
  name: string,
) => {
  const placeholders: Record<string, Placeholder | SQL> = {};
  for (const { column, isNull } of columns)
    placeholders[column] = isNull ? sql`null` : sql.placeholder(`set_${column}`);
  return (
    db
      .update(guests)
      // drizzle's set() types a column's value but takes a placeholder as one: it wraps it with the
      // column's encoder, which maps the value given at execute (dates, JSON) as it maps a literal.
      .set(placeholders as PgUpdateSetSource<typeof guests>)
      .where(
        and(eq(guests.companyId, sql.placeholder('companyId')), eq(guests.id, sql.placeholder('guestId'))),
      )
      .returning()
      .prepare(name)
  );
};

export function createGuestRepository(db: Database) {
  // Prepared on first use (decision 292): building the app touches no table.
  let preparedReservationDocuments: ReturnType<typeof reservationDocumentsQuery> | undefined;
  let preparedReservationGuests: ReturnType<typeof reservationGuestsQuery> | undefined;
  const preparedUpdates = new Map<string, ReturnType<typeof guestUpdateQuery>>();

  // A repository made on a transaction prepares nothing: its statements would be bound to the
  // transaction's connection, which goes back to the pool when the transaction ends.
  const mayPrepare = !is(db, PgTransaction);

  /** The built update for these columns (sorted), or undefined once the cap is reached for a new set. */
  function preparedUpdateOf(columns: readonly { column: string; isNull: boolean }[]) {
    const key = columns.map(({ column, isNull }) => (isNull ? `${column}=null` : column)).join(',');
    let prepared = preparedUpdates.get(key);
    if (!prepared && preparedUpdates.size < PREPARED_GUEST_UPDATES_CAP) {
      const name = `guest_update_${createHash('sha1').update(key).digest('base64url').slice(0, 16)}`;
      prepared = guestUpdateQuery(db, columns, name);
      preparedUpdates.set(key, prepared);
    }
    return prepared;
  }

  return {
    async findGuest(companyId: string, guestId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .limit(1);
      return row ?? null;
    },
    /** The guest, locked until the transaction ends, so concurrent finalizations take turns. */
    async lockGuest(companyId: string, guestId: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    /** The reservation's guests, main guest first (built once when not in a transaction). */
    async listGuests(companyId: string, reservationId: string, tx: Database = db) {
      if (tx === db && mayPrepare)
        return (preparedReservationGuests ??= reservationGuestsQuery(db)).execute({
          companyId,
          reservationId,
        });
      return tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.reservationId, reservationId)))
        .orderBy(...GUEST_LIST_ORDER);
    },
    async listDocuments(companyId: string, guestIds: string[], tx: Database = db) {
      if (guestIds.length === 0) return [];
      return tx
        .select()
        .from(guestDocuments)
        .where(and(eq(guestDocuments.companyId, companyId), inArray(guestDocuments.guestId, guestIds)))
        .orderBy(desc(guestDocuments.isMain), asc(guestDocuments.createdAt));
    },
    /**
     * The documents of every guest of the reservation, in one query: a save reads its guest's own and
     * checks the others' CPFs (decision 55) without a query more (decision 41).
     */
    async listReservationDocuments(companyId: string, reservationId: string) {
      const rows = await (preparedReservationDocuments ??= reservationDocumentsQuery(db)).execute({
        companyId,
        reservationId,
      });
      return rows.map((row) => row.document);
    },
    async updateGuest(
      companyId: string,
      guestId: string,
      columns: Partial<NewGuestRow>,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(guests)
        .set(columns)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)));
    },
    /**
     * Writes the columns and answers the guest as saved. Outside a transaction the statement is built
     * once for each set of columns (decision 304); a prepared query runs on the process's database, so
     * inside one it is built as before.
     */
    async updateGuestReturning(
      companyId: string,
      guestId: string,
      columns: Partial<NewGuestRow>,
      tx: Database = db,
    ): Promise<GuestRow | null> {
      const written = Object.entries(columns)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => a.localeCompare(b));
      const prepared =
        tx === db && mayPrepare && written.length > 0
          ? preparedUpdateOf(written.map(([column, value]) => ({ column, isNull: value === null })))
          : undefined;
      if (prepared) {
        const values: Record<string, unknown> = { companyId, guestId };
        for (const [column, value] of written) if (value !== null) values[`set_${column}`] = value;
        const [row] = await prepared.execute(values);
        return row ?? null;
      }
      const [row] = await tx
        .update(guests)
        .set(columns)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .returning();
      return row ?? null;
    },
    /**
     * Replaces the guest's main-form documents (additional ones are kept) in one statement, and answers
     * the new rows as stored.
     */
    async replaceDocuments(
      companyId: string,
      guestId: string,
      documents: StoredDocument[],
      now: Date,
      tx: Database = db,
    ): Promise<GuestDocumentRow[]> {
      const isMainForm = and(
        eq(guestDocuments.companyId, companyId),
        eq(guestDocuments.guestId, guestId),
        eq(guestDocuments.isAdditional, false),
      );
      const rows: GuestDocumentRow[] = documents.map((document) => ({
        id: randomUUID(),
        companyId,
        guestId,
        isMain: document.isMain,
        documentTypeId: document.documentTypeId,
        documentNumber: document.documentNumber.trim(),
        frontImageKey: document.frontImageKey ?? null,
        backImageKey: document.backImageKey ?? null,
        isAdditional: false,
        createdAt: now,
        updatedAt: now,
      }));
      if (rows.length === 0) {
        await tx.delete(guestDocuments).where(isMainForm);
        return [];
      }
      const removed = tx
        .$with('removed', { id: sql<string>`id` })
        .as(sql`delete from ${guestDocuments} where ${isMainForm} returning ${guestDocuments.id}`);
      await tx.with(removed).insert(guestDocuments).values(rows);
      return rows;
    },
  };
}
export type GuestRepository = ReturnType<typeof createGuestRepository>;
