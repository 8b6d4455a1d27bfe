import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TSearchType } from '@hospedar/contracts/constants';
import { isValidCpf } from '@hospedar/contracts/validation/cpf';
import { phoneDigits } from './build-search-request.ts';
import { FIELDS_BY_TYPE } from './search-types.ts';
import type { TSearchField, TSearchParams } from './search-types.ts';

/** Keys of search:validation.* (spec section 5's messages). */
export type TValidationKey =
  | 'required'
  | 'email'
  | 'reservationNumberRequired'
  | 'invalidDocument'
  | 'invalidPhone'
  | 'invalidDate'
  | 'checkoutAfterCheckin';

export type TSearchErrors = Partial<Record<TSearchField, TValidationKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A real calendar day as YYYY-MM-DD (what a date input gives). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Digits with the country code: Brazil (55) has 2-digit area codes and 8 or 9-digit numbers. */
export function isValidPhone(value: string): boolean {
  const digits = phoneDigits(value);
  if (!/^\d+$/.test(digits)) return false;
  if (digits.startsWith('55')) return digits.length === 12 || digits.length === 13;
  return digits.length >= 8 && digits.length <= 15;
}

export function isValidDocument(documentTypeId: number, value: string): boolean {
  const trimmed = value.trim();
  if (documentTypeId === DocumentTypeId.CPF) return isValidCpf(trimmed);
  return /^[A-Za-z0-9.\-\s]{5,20}$/.test(trimmed) && trimmed.replace(/[^A-Za-z0-9]/g, '').length >= 5;
}

function checkField(
  field: TSearchField,
  type: TSearchType,
  params: TSearchParams,
): TValidationKey | undefined {
  const value = params[field];
  const text = typeof value === 'string' ? value.trim() : String(value);
  switch (field) {
    case 'reservationNumber':
      return text ? undefined : 'reservationNumberRequired';
    case 'contact':
      if (type === 'phone') {
        if (!phoneDigits(text).replace(/^55$/, '')) return 'required';
        return isValidPhone(text) ? undefined : 'invalidPhone';
      }
      if (!text) return 'required';
      return isValidEmail(text) ? undefined : 'email';
    case 'documentNumber':
      if (!text) return 'required';
      return isValidDocument(params.documentTypeId, text) ? undefined : 'invalidDocument';
    case 'checkinDate':
    case 'checkoutDate':
      if (!text) return 'required';
      if (!isValidIsoDate(text)) return 'invalidDate';
      if (field === 'checkoutDate' && isValidIsoDate(params.checkinDate) && text <= params.checkinDate) {
        return 'checkoutAfterCheckin';
      }
      return undefined;
    case 'currentCountry':
      return /^[A-Z]{2}$/.test(text) ? undefined : 'required';
    default:
      return text ? undefined : 'required';
  }
}

/** The inline messages of the fields the type shows (empty when the search may be sent). */
export function validateSearch(type: TSearchType, params: TSearchParams): TSearchErrors {
  const errors: TSearchErrors = {};
  for (const field of FIELDS_BY_TYPE[type]) {
    if (field === 'currentCountry' && params.documentTypeId === DocumentTypeId.CPF) continue;
    const error = checkField(field, type, params);
    if (error) errors[field] = error;
  }
  return errors;
}
