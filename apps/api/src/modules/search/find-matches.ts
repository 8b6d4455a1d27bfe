import { DocumentTypeId, type TDocumentTypeId } from '@hospedar/contracts/constants';
import type { TSearchRequest } from '@hospedar/contracts/search/search-reservations';
import {
  comparableDocument,
  comparableEmail,
  comparableName,
  digitsOnly,
  phoneCandidates,
} from './normalize.ts';
import type { DocumentComparison, SearchCandidate } from './repository.ts';

/**
 * What PostgreSQL compares for one search, as a row of the search statement's batch
 * (search-statement.ts): `kind` picks the condition, the other fields are its normalized values.
 * 'nobody' is a request that can match no one (a document number without a digit).
 */
export type SearchMatch =
  | { kind: 'reservation'; reservationNumber: string }
  | { kind: 'mail'; email: string }
  | { kind: 'phone'; fullNumbers: string[] }
  | { kind: 'stay'; checkinDate: string; checkoutDate: string }
  | {
      kind: 'document';
      documentTypeId: TDocumentTypeId;
      comparableNumber: string;
      comparedBy: DocumentComparison;
    }
  | { kind: 'nobody' };

/** How one search matches: the candidates PostgreSQL reads, and those of them the search keeps. */
export type MatchRule = {
  match: SearchMatch;
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
export function matchRuleOf(request: Exclude<TSearchRequest, { type: 'facial_recognition' }>): MatchRule {
  switch (request.type) {
    case 'reservation':
      return {
        match: { kind: 'reservation', reservationNumber: request.reservationNumber },
        keeps: keepsLastName(request.lastName),
      };
    case 'document': {
      const isCpf = request.documentTypeId === DocumentTypeId.CPF;
      const number = isCpf ? digitsOnly(request.documentNumber) : comparableDocument(request.documentNumber);
      if (!number) return { match: { kind: 'nobody' }, keeps: keepsAll };
      return {
        match: {
          kind: 'document',
          documentTypeId: request.documentTypeId,
          comparableNumber: number,
          comparedBy: isCpf ? 'digits' : 'text',
        },
        keeps: keepsAll,
      };
    }
    case 'mail':
      return {
        match: { kind: 'mail', email: comparableEmail(request.contact) },
        keeps: keepsLastName(request.lastName),
      };
    case 'phone':
      return {
        match: { kind: 'phone', fullNumbers: phoneCandidates(request.contact) },
        keeps: keepsLastName(request.lastName),
      };
    case 'name':
      return {
        match: { kind: 'stay', checkinDate: request.checkinDate, checkoutDate: request.checkoutDate },
        keeps: (candidate) =>
          sameName(candidate.guestName, request.name) && sameName(candidate.guestLastName, request.lastName),
      };
  }
}
