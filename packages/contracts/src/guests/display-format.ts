import { DocumentTypeId } from '../constants.ts';
import type { TGuest } from './guest.ts';
import { formatCpf } from '../validation/cpf.ts';

const digits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** An ISO date (YYYY-MM-DD…) as DD/MM/YYYY, the spec's format in every language; '' when not a date. */
export function formatIsoDate(value: string | null | undefined): string {
  const match = ISO_DATE.exec((value ?? '').trim());
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** A document number for reading: a CPF with its mask ###.###.###-##, others as saved. */
export function formatDocumentNumber(typeId: number, number: string): string {
  if (typeId === DocumentTypeId.CPF && digits(number).length === 11) return formatCpf(number);
  return number.trim();
}

/** A Brazilian zip code as 00000-000; others as saved. */
export function formatZipCode(zipCode: string | null, countryId: string | null): string {
  const value = digits(zipCode);
  if (countryId === 'BR' && value.length === 8) return `${value.slice(0, 5)}-${value.slice(5)}`;
  return (zipCode ?? '').trim();
}

type TPhone = { code: string | null; area: string | null; number: string | null };

/** '+55 (48) 99123-4567' for Brazil (spec section 5), '+1 617 5550140' elsewhere; '' when there is none. */
export function formatPhone({ code, area, number }: TPhone): string {
  const local = digits(number);
  if (local === '') return '';
  const country = digits(code);
  const prefix = country ? `+${country}` : '';
  if (country === '55' || country === '') {
    const split = local.length >= 8 ? `${local.slice(0, -4)}-${local.slice(-4)}` : local;
    return [prefix, area ? `(${digits(area)})` : '', split].filter(Boolean).join(' ');
  }
  return [prefix, digits(area), local].filter(Boolean).join(' ');
}

export const mobilePhoneOf = (guest: TGuest): string =>
  formatPhone({
    code: guest.mobilePhone.countryCode,
    area: guest.mobilePhone.areaCode,
    number: guest.mobilePhone.number,
  });

export const homePhoneOf = (guest: TGuest): string =>
  formatPhone({ code: guest.homePhone.ddi, area: guest.homePhone.ddd, number: guest.homePhone.number });

/** Joins the known parts of a place: 'Imbituba, Santa Catarina, Brasil'. */
export function joinPlace(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
