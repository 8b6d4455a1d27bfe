import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TSearchRequest } from '@hospedar/contracts/search/search-reservations';
import {
  comparableDocument,
  comparableEmail,
  comparableName,
  digitsOnly,
  phoneCandidates,
} from './normalize.ts';
import type { SearchCandidate, SearchRepository } from './repository.ts';

const sameName = (stored: string, typed: string) => comparableName(stored) === comparableName(typed);

/**
 * The guests of the hotel that one search names. Each type needs two facts, except a document
 * (spec section 7): number and last name, e-mail and last name, mobile and last name, first and last
 * name and both dates.
 */
export async function findMatches(
  repository: SearchRepository,
  companyId: string,
  request: Exclude<TSearchRequest, { type: 'facial_recognition' }>,
): Promise<SearchCandidate[]> {
  switch (request.type) {
    case 'reservation': {
      const found = await repository.byReservationNumber(companyId, request.reservationNumber);
      return found.filter((guest) => sameName(guest.guestLastName, request.lastName));
    }
    case 'document': {
      const number =
        request.documentTypeId === DocumentTypeId.CPF
          ? digitsOnly(request.documentNumber)
          : comparableDocument(request.documentNumber);
      if (!number) return [];
      return repository.byMainDocument(companyId, request.documentTypeId, number);
    }
    case 'mail': {
      const found = await repository.byEmail(companyId, comparableEmail(request.contact));
      return found.filter((guest) => sameName(guest.guestLastName, request.lastName));
    }
    case 'phone': {
      const found = await repository.byMobile(companyId, phoneCandidates(request.contact));
      return found.filter((guest) => sameName(guest.guestLastName, request.lastName));
    }
    case 'name': {
      const found = await repository.byStay(companyId, request.checkinDate, request.checkoutDate);
      return found.filter(
        (guest) => sameName(guest.guestName, request.name) && sameName(guest.guestLastName, request.lastName),
      );
    }
  }
}
