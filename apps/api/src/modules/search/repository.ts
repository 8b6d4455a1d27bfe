import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DocumentTypeId, type TDocumentTypeId } from '@hospedar/contracts/constants';
import type { Database } from '../../db/client.ts';
import { guestDocuments, guests, reservations } from '../../db/schema/index.ts';

/** A guest of a reservation a search may have found; names are checked by the service. */
export type SearchCandidate = {
  reservationId: string;
  reservationNumber: string;
  resStatus: number;
  checkinDate: string;
  checkoutDate: string;
  adultsNumber: number;
  childrenNumber: number;
  guestId: string;
  guestName: string;
  guestLastName: string;
  masterGuest: boolean;
};

const candidateColumns = {
  reservationId: reservations.id,
  reservationNumber: reservations.reservationNumber,
  resStatus: reservations.resStatus,
  checkinDate: reservations.checkinDate,
  checkoutDate: reservations.checkoutDate,
  adultsNumber: reservations.adultsNumber,
  childrenNumber: reservations.childrenNumber,
  guestId: guests.id,
  guestName: guests.name,
  guestLastName: guests.lastName,
  masterGuest: guests.masterGuest,
};

/** The guest's mobile as one string of digits: country code, area code and number. */
const mobileDigits = sql<string>`regexp_replace(coalesce(${guests.mobileCountryCode}, '') || coalesce(${guests.mobileAreaCode}, '') || coalesce(${guests.mobileNumber}, ''), '[^0-9]', '', 'g')`;

/**
 * Reads only: every query is scoped to one hotel, on the reservation and on the guest. Values come
 * already normalized by the service (digits, lowercase...).
 */
export function createSearchRepository(db: Database) {
  async function candidates(companyId: string, condition: SQL | undefined, tx: Database) {
    return tx
      .select(candidateColumns)
      .from(reservations)
      .innerJoin(guests, and(eq(guests.reservationId, reservations.id), eq(guests.companyId, companyId)))
      .where(and(eq(reservations.companyId, companyId), condition))
      .orderBy(asc(reservations.checkinDate), asc(reservations.reservationNumber), asc(guests.createdAt));
  }

  return {
    byReservationNumber: (companyId: string, reservationNumber: string, tx: Database = db) =>
      candidates(companyId, eq(reservations.reservationNumber, reservationNumber), tx),

    byEmail: (companyId: string, email: string, tx: Database = db) =>
      candidates(companyId, sql`lower(trim(${guests.email})) = ${email}`, tx),

    byMobile: (companyId: string, fullNumbers: string[], tx: Database = db) =>
      candidates(companyId, and(isNotNull(guests.mobileNumber), inArray(mobileDigits, fullNumbers)), tx),

    /** The guests of one person (guests.person_id) at the hotel: a face search's match. */
    byPerson: (companyId: string, personId: string, tx: Database = db) =>
      candidates(companyId, eq(guests.personId, personId), tx),

    byStay: (companyId: string, checkinDate: string, checkoutDate: string, tx: Database = db) =>
      candidates(
        companyId,
        and(eq(reservations.checkinDate, checkinDate), eq(reservations.checkoutDate, checkoutDate)),
        tx,
      ),

    /** Guests whose main document is of that type and number (CPF by digits, others by comparable text). */
    async byMainDocument(
      companyId: string,
      documentTypeId: TDocumentTypeId,
      comparableNumber: string,
      tx: Database = db,
    ) {
      const storedNumber =
        documentTypeId === DocumentTypeId.CPF
          ? sql`regexp_replace(${guestDocuments.documentNumber}, '[^0-9]', '', 'g')`
          : sql`upper(regexp_replace(${guestDocuments.documentNumber}, '[[:space:]./-]', '', 'g'))`;
      const documentOwners = tx
        .select({ guestId: guestDocuments.guestId })
        .from(guestDocuments)
        .where(
          and(
            eq(guestDocuments.companyId, companyId),
            eq(guestDocuments.isMain, true),
            eq(guestDocuments.documentTypeId, documentTypeId),
            sql`${storedNumber} = ${comparableNumber}`,
          ),
        );
      return candidates(companyId, inArray(guests.id, documentOwners), tx);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
