import { sql, type SQL } from 'drizzle-orm';
import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TSearchRequest } from '@hospedar/contracts/search/search-reservations';
import {
  comparableDocument,
  comparableEmail,
  comparableName,
  digitsOnly,
  phoneCandidates,
} from './normalize.ts';
import type { SearchCandidate, SearchConditions } from './repository.ts';

/** How one search matches: the candidates PostgreSQL reads, and those of them the search keeps. */
export type MatchRule = {
  /** On `reservations` and `guests`; `false` when the request can match nobody (a number of no digits). */
  condition: SQL | undefined;
  /** Names are compared here, in JS (normalize.ts: PostgreSQL has no unaccent without an extension). */
  keeps: (candidate: SearchCandidate) => boolean;
};

const sameName = (stored: string, typed: string) => comparableName(stored) === comparableName(typed);
const keepsAll = () => true;
const keepsLastName = (typed: string) => (candidate: SearchCandidate) =>
  sameName(candidate.guestLastName, typed);

/**
 * The guests of the hotel that one search names. Each type needs two facts, except a document
 * (spec section 7): number and last name, e-mail and last name, mobile and last name, first and last
 * name and both dates.
 */
export function matchRuleOf(
  conditions: SearchConditions,
  companyId: string,
  request: Exclude<TSearchRequest, { type: 'facial_recognition' }>,
): MatchRule {
  switch (request.type) {
    case 'reservation':
      return {
        condition: conditions.reservationNumber(request.reservationNumber),
        keeps: keepsLastName(request.lastName),
      };
    case 'document': {
      const number =
        request.documentTypeId === DocumentTypeId.CPF
          ? digitsOnly(request.documentNumber)
          : comparableDocument(request.documentNumber);
      if (!number) return { condition: sql`false`, keeps: keepsAll };
      return {
        condition: conditions.mainDocument(companyId, request.documentTypeId, number),
        keeps: keepsAll,
      };
    }
    case 'mail':
      return {
        condition: conditions.email(comparableEmail(request.contact)),
        keeps: keepsLastName(request.lastName),
      };
    case 'phone':
      return {
        condition: conditions.mobile(phoneCandidates(request.contact)),
        keeps: keepsLastName(request.lastName),
      };
    case 'name':
      return {
        condition: conditions.stay(request.checkinDate, request.checkoutDate),
        keeps: (candidate) =>
          sameName(candidate.guestName, request.name) && sameName(candidate.guestLastName, request.lastName),
      };
  }
}
