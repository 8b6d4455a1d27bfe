import { DEFAULT_COUNTRY, DocumentTypeId } from '@hospedar/contracts/constants';
import type { TDocumentTypeId, TSearchType } from '@hospedar/contracts/constants';
import type { TSearchRequest } from '@hospedar/contracts/search/search-reservations';
import { cpfDigits } from '@hospedar/contracts/validation/cpf';
import type { TSearchParams } from './search-types.ts';

/** Search by mail lowercases and trims the contact (spec section 5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Search by phone strips plus, spaces, parentheses and dashes (spec section 5). */
export function phoneDigits(value: string): string {
  return value.replace(/[+\s()-]/g, '');
}

/** The document number as sent: digits only for a CPF, upper-case letters and digits otherwise. */
export function normalizeDocument(documentTypeId: number, value: string): string {
  if (documentTypeId === DocumentTypeId.CPF) return cpfDigits(value);
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** The payload of POST /api/appointments/search for the type (the bot check is added by the caller). */
export function buildSearchRequest(
  type: Exclude<TSearchType, 'facial_recognition'>,
  params: TSearchParams,
): TSearchRequest {
  const lastName = params.lastName.trim();
  switch (type) {
    case 'reservation':
      return { type, reservationNumber: params.reservationNumber.trim(), lastName };
    case 'name':
      return {
        type,
        name: params.name.trim(),
        lastName,
        checkinDate: params.checkinDate,
        checkoutDate: params.checkoutDate,
      };
    case 'document': {
      const documentTypeId = params.documentTypeId as TDocumentTypeId;
      return {
        type,
        documentTypeId,
        documentNumber: normalizeDocument(documentTypeId, params.documentNumber),
        currentCountry: documentTypeId === DocumentTypeId.CPF ? DEFAULT_COUNTRY : params.currentCountry,
      };
    }
    case 'mail':
      return { type, contact: normalizeEmail(params.contact), lastName };
    case 'phone':
      return { type, contact: phoneDigits(params.contact), lastName };
  }
}
