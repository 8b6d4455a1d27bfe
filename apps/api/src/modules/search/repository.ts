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
 * What each search compares, as conditions on `reservations` and `guests` (the expressions the indexes
 * of decision 253 are on). Values come already normalized by the service (digits, lowercase...).
 */
export function searchConditions(db: Database) {
  return {
    reservationNumber: (reservationNumber: string) => eq(reservations.reservationNumber, reservationNumber),
    email: (email: string) => sql`lower(trim(${guests.email})) = ${email}`,
    mobile: (fullNumbers: string[]) =>
      and(isNotNull(guests.mobileNumber), inArray(mobileDigits, fullNumbers)),
    person: (personId: string) => eq(guests.personId, personId),
    stay: (checkinDate: string, checkoutDate: string) =>
      and(eq(reservations.checkinDate, checkinDate), eq(reservations.checkoutDate, checkoutDate)),
    /** Guests whose main document is of that type and number (CPF by digits, others by comparable text). */
    mainDocument(companyId: string, documentTypeId: TDocumentTypeId, comparableNumber: string) {
      const storedNumber =
        documentTypeId === DocumentTypeId.CPF
          ? sql`regexp_replace(${guestDocuments.documentNumber}, '[^0-9]', '', 'g')`
          : sql`upper(regexp_replace(${guestDocuments.documentNumber}, '[[:space:]./-]', '', 'g'))`;
      const documentOwners = db
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
      return inArray(guests.id, documentOwners);
    },
  };
}
export type SearchConditions = ReturnType<typeof searchConditions>;

/** Reads only: every query is scoped to one hotel, on the reservation and on the guest. */
export function createSearchRepository(db: Database) {
  const conditions = searchConditions(db);
  function candidates(companyId: string, condition: SQL | undefined): Promise<SearchCandidate[]> {
    return db
      .select(candidateColumns)
      .from(reservations)
      .innerJoin(guests, and(eq(guests.reservationId, reservations.id), eq(guests.companyId, companyId)))
      .where(and(eq(reservations.companyId, companyId), condition))
      .orderBy(asc(reservations.checkinDate), asc(reservations.reservationNumber), asc(guests.createdAt));
  }

  return {
    byReservationNumber: (companyId: string, reservationNumber: string) =>
      candidates(companyId, conditions.reservationNumber(reservationNumber)),
    byEmail: (companyId: string, email: string) => candidates(companyId, conditions.email(email)),
    byMobile: (companyId: string, fullNumbers: string[]) =>
      candidates(companyId, conditions.mobile(fullNumbers)),
    /** The guests of one person (guests.person_id) at the hotel: a face search's match. */
    byPerson: (companyId: string, personId: string) => candidates(companyId, conditions.person(personId)),
    byStay: (companyId: string, checkinDate: string, checkoutDate: string) =>
      candidates(companyId, conditions.stay(checkinDate, checkoutDate)),
    byMainDocument: (companyId: string, documentTypeId: TDocumentTypeId, comparableNumber: string) =>
      candidates(companyId, conditions.mainDocument(companyId, documentTypeId, comparableNumber)),
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
