import { DocumentTypeId, type TDocumentTypeId } from '../constants.ts';
import { isValidBrazilianBirthCertificate } from './birth-certificate.ts';
import { isValidCpf } from './cpf.ts';
import { isValidArgentinianDni, isValidRut, isValidSpanishDni } from './foreign-ids.ts';

export interface DocumentOptions {
  /** ISO 3166-1 alpha-2 country of the document (usually the guest's nationality); undefined when unknown. */
  country?: string | undefined;
}

/** Upper-case letters and digits only: dots, dashes, slashes and spaces are formatting. */
function compact(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

/**
 * A Brazilian RG: 5–14 characters once punctuation is dropped, all digits except an optional final X,
 * optionally preceded by the issuing state's two letters ('MG-12.345.678', 'SP 12.345.678-X').
 */
export function isValidRg(value: string): boolean {
  const rg = compact(value).replace(/^[A-Z]{2}(?=\d)/, '');
  return /^\d{4,13}[\dX]$/.test(rg) && !/^0+$/.test(rg);
}

/**
 * A Brazilian foreigner ID (RNE, or CRNM which keeps its layout): a letter, 6 digits and a check character,
 * accepted as 'V123456-7', 'V1234567', 'v 123456 7' or 'V-123456-X'. The check character's algorithm is not
 * public, so only the shape is checked.
 */
export function isValidCie(value: string): boolean {
  return /^[A-Z]\d{6}[\dA-Z]$/.test(compact(value));
}

/** A passport: 6–9 letters or digits; a Brazilian one is two letters and 6 digits ('FZ123456'). */
export function isValidPassport(value: string, options: DocumentOptions = {}): boolean {
  const passport = compact(value);
  if (options.country?.toUpperCase() === 'BR') return /^[A-Z]{2}\d{6}$/.test(passport);
  return /^[A-Z\d]{6,9}$/.test(passport) && !/^0+$/.test(passport);
}

/** A DNI: Argentina's (7–8 digits) or Spain's (8 digits + mod-23 letter); either when the country is unknown. */
export function isValidDni(value: string, options: DocumentOptions = {}): boolean {
  const country = options.country?.toUpperCase();
  if (country === 'AR') return isValidArgentinianDni(value);
  if (country === 'ES') return isValidSpanishDni(value);
  return isValidArgentinianDni(value) || isValidSpanishDni(value);
}

/** A birth certificate: the Brazilian matrícula when the country is BR, otherwise 1–40 letters or digits. */
export function isValidBirthCertificate(value: string, options: DocumentOptions = {}): boolean {
  if (options.country?.toUpperCase() === 'BR') return isValidBrazilianBirthCertificate(value);
  return /^[A-Z\d]{1,40}$/.test(compact(value));
}

/** isValidDocument: the number is valid for the document type (spec section 3 type ids). */
export function isValidDocument(
  typeId: TDocumentTypeId,
  number: string,
  options: DocumentOptions = {},
): boolean {
  const value = number.trim();
  if (value === '') return false;
  switch (typeId) {
    case DocumentTypeId.CPF:
      return isValidCpf(value);
    case DocumentTypeId.ID:
      return isValidRg(value);
    case DocumentTypeId.CIE:
      return isValidCie(value);
    case DocumentTypeId.PASSPORT:
      return isValidPassport(value, options);
    case DocumentTypeId.RUT:
      return isValidRut(value);
    case DocumentTypeId.DNI:
      return isValidDni(value, options);
    case DocumentTypeId.BIRTH_CERTIFICATE:
      return isValidBirthCertificate(value, options);
    default:
      return false;
  }
}

/** isValidAddditionalDocument (spec key): an additional document follows the same rules as the main one. */
export function isValidAdditionalDocument(
  typeId: TDocumentTypeId,
  number: string,
  options: DocumentOptions = {},
): boolean {
  return isValidDocument(typeId, number, options);
}
