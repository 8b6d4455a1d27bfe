import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
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

/**
 * The hotel's guests that `condition` names (one of searchConditions), each with its reservation, as
 * the `SearchCandidate` columns (dates as text) and "guestCreatedAt", for `candidateOrder`. `companyId`
 * is an operand: a value, or a column of the search's batch. The face search (`byPerson`) and the
 * search's one statement (search-statement.ts) both read their candidates through it.
 */
export function candidatesOf(companyId: SQL, condition: SQL | undefined): SQL {
  return sql`
    select
      ${reservations.id} as "reservationId",
      ${reservations.reservationNumber} as "reservationNumber",
      ${reservations.resStatus} as "resStatus",
      ${reservations.checkinDate}::text as "checkinDate",
      ${reservations.checkoutDate}::text as "checkoutDate",
      ${reservations.adultsNumber} as "adultsNumber",
      ${reservations.childrenNumber} as "childrenNumber",
      ${guests.id} as "guestId",
      ${guests.name} as "guestName",
      ${guests.lastName} as "guestLastName",
      ${guests.masterGuest} as "masterGuest",
      ${guests.createdAt} as "guestCreatedAt"
    from ${reservations}
    inner join ${guests} on ${guests.reservationId} = ${reservations.id} and ${guests.companyId} = ${companyId}
    where ${reservations.companyId} = ${companyId} and ${condition ?? sql`true`}`;
}

/**
 * The order candidates are answered in, on `relation` (a select of candidatesOf): stay, number, guests
 * in the order they were made, then by id, so that guests made together come in one order whichever
 * other searches share the statement.
 */
export const candidateOrder = (relation: string): SQL =>
  sql.raw(
    `${relation}."checkinDate", ${relation}."reservationNumber", ${relation}."guestCreatedAt", ${relation}."guestId"`,
  );

/** The guest's mobile as one string of digits: country code, area code and number. */
const mobileDigits = sql<string>`regexp_replace(coalesce(${guests.mobileCountryCode}, '') || coalesce(${guests.mobileAreaCode}, '') || coalesce(${guests.mobileNumber}, ''), '[^0-9]', '', 'g')`;

/** How a document's stored number is compared: a CPF by its digits, any other by its comparable text. */
export type DocumentComparison = 'digits' | 'text';

/**
 * What each search compares, as conditions on `reservations` and `guests` (the expressions the indexes
 * of decisions 253 and 313 are on). The operands are SQL: a value (`sql\`${value}\``), or a column of
 * the search's batch (search-statement.ts). Values come already normalized by the service (digits,
 * lowercase...).
 */
export function searchConditions(db: Database) {
  return {
    reservationNumber: (reservationNumber: SQL) => eq(reservations.reservationNumber, reservationNumber),
    email: (email: SQL) => sql`lower(trim(${guests.email})) = ${email}`,
    /** `fullNumbers`: a text[] of the numbers the typed one may be (normalize.ts's phoneCandidates). */
    mobile: (fullNumbers: SQL) =>
      and(isNotNull(guests.mobileNumber), sql`${mobileDigits} = any(${fullNumbers})`),
    person: (personId: SQL) => eq(guests.personId, personId),
    stay: (checkinDate: SQL, checkoutDate: SQL) =>
      and(eq(reservations.checkinDate, checkinDate), eq(reservations.checkoutDate, checkoutDate)),
    /** Guests whose main document is of that type and number. */
    mainDocument(companyId: SQL, documentTypeId: SQL, comparableNumber: SQL, comparedBy: DocumentComparison) {
      const storedNumber =
        comparedBy === 'digits'
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

/** Reads only: scoped to one hotel, on the reservation and on the guest. */
export function createSearchRepository(db: Database) {
  const conditions = searchConditions(db);
  return {
    /** The guests of one person (guests.person_id) at the hotel: a face search's match. */
    async byPerson(companyId: string, personId: string): Promise<SearchCandidate[]> {
      return executeRows<SearchCandidate>(
        db,
        sql`select * from (${candidatesOf(sql`${companyId}`, conditions.person(sql`${personId}`))}) as found
          order by ${candidateOrder('found')}`,
      );
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
