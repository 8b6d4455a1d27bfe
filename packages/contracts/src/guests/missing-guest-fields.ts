import type { TFieldIssue } from '../errors/api-error.ts';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../validation/messages.ts';
import type { TGuest } from './guest.ts';
import { guestFieldIssues } from './guest-field-issues.ts';

/** The saved guest's fields the FNRH rules read. */
export type TCompletenessGuest = Pick<
  TGuest,
  | 'name'
  | 'lastName'
  | 'socialName'
  | 'isChild'
  | 'gender'
  | 'email'
  | 'birthdate'
  | 'nationality'
  | 'mobilePhone'
  | 'homePhone'
  | 'country'
  | 'zipCode'
  | 'address'
  | 'addressNumber'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'documents'
>;

/** Residents of this country give a full address (zip code, street, number, neighbourhood, city, state). */
export const ADDRESS_REQUIRED_COUNTRY = 'BR';

const hasText = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';
const required = (field: string): TFieldIssue => ({ field: `body.${field}`, message: KEYS.required });

/**
 * The mandatory FNRH fields (spec section 5: all but the optional ones) that the saved guest lacks, named
 * as the PUT /api/clients/{id} body names them ('body.birthdate'), with the 'validation.required' key:
 * name, last name, birthdate, gender, nationality, residency country and a main document for everyone;
 * e-mail for adults; the address for residents of Brazil. Optional: social name, profession, mobile
 * phone (spec section 3: it may be absent), home phone, address complement, trip data and the hotel's
 * additional data.
 */
export function missingGuestFields(guest: TCompletenessGuest): TFieldIssue[] {
  const missing: string[] = [];
  if (!hasText(guest.name)) missing.push('name');
  if (!hasText(guest.lastName)) missing.push('lastName');
  if (!hasText(guest.birthdate)) missing.push('birthdate');
  if (!hasText(guest.gender)) missing.push('gender');
  if (!hasText(guest.nationality.id)) missing.push('nationality');
  if (!hasText(guest.country.id)) missing.push('country');
  if (!guest.documents.some((document) => document.isMain && hasText(document.documentNumber))) {
    missing.push('documents');
  }
  // The mobile phone may be absent (spec section 3); when given, guestFieldIssues checks it.
  if (!guest.isChild && !hasText(guest.email)) missing.push('email');
  if (guest.country.id === ADDRESS_REQUIRED_COUNTRY) {
    for (const field of ['zipCode', 'address', 'addressNumber', 'neighborhood'] as const) {
      if (!hasText(guest[field])) missing.push(field);
    }
    for (const field of ['city', 'state'] as const) {
      if (!hasText(guest[field].id) && !hasText(guest[field].name)) missing.push(field);
    }
  }
  return missing.map(required);
}

/**
 * Everything that keeps a saved guest from being finalized: the missing fields, then the form rules of
 * guestFieldIssues applied to the saved values (a CPF's check digits, the age against the child flag...),
 * so a record changed behind the form's back cannot be finalized either.
 */
export function guestCompletenessIssues(
  guest: TCompletenessGuest,
  context: { today: string },
): TFieldIssue[] {
  const issues = missingGuestFields(guest);
  const present = <T>(value: T | null): T | undefined => value ?? undefined;
  const invalid = guestFieldIssues(
    {
      name: present(guest.name),
      lastName: present(guest.lastName),
      socialName: present(guest.socialName),
      isChild: guest.isChild,
      email: present(guest.email),
      birthdate: present(guest.birthdate),
      mobilePhone: guest.mobilePhone,
      homePhone: guest.homePhone,
      documents: guest.documents,
    },
    {
      today: context.today,
      isChild: guest.isChild,
      birthdate: guest.birthdate,
      nationalityId: guest.nationality.id,
    },
  );
  const named = new Set(issues.map((issue) => issue.field));
  return [...issues, ...invalid.filter((issue) => !named.has(issue.field))];
}
