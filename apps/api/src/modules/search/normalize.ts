import { DEFAULT_PHONE_CODE } from '@hospedar/contracts/constants';

/**
 * A name as compared by search: without accents, lowercase, single spaces ('  SOUZA ' and 'Souza',
 * 'Fábio' and 'fabio' are equal). Done in JS, because PostgreSQL 15 has no unaccent without an extension.
 */
export function comparableName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** A document number other than a CPF: uppercase, without spaces, dots, dashes or slashes. */
export const comparableDocument = (value: string): string => value.replace(/[\s./-]/g, '').toUpperCase();

/**
 * The full numbers (country + area + number, digits only) a typed phone may mean: as typed, and, for
 * a Brazilian number typed without its country code (10 or 11 digits), with 55 in front.
 */
export function phoneCandidates(typed: string): string[] {
  const digits = digitsOnly(typed);
  const candidates = [digits];
  if (digits.length === 10 || digits.length === 11) candidates.push(`${DEFAULT_PHONE_CODE}${digits}`);
  return candidates;
}

export const comparableEmail = (value: string): string => value.trim().toLowerCase();
