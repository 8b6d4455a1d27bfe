import { documentImageIssues } from '../documents/document-sides.ts';
import type { TFieldIssue } from '../errors/api-error.ts';
import type { TCompanyParameters } from '../tenant/company-config.ts';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../validation/messages.ts';
import type { TGuest, TGuestDocument } from './guest.ts';
import { missingAdditionalDocumentIssue } from './document-types-for-guest.ts';
import { guestFieldIssues } from './guest-field-issues.ts';

/** A saved document as the FNRH rules read it; the image keys matter when the hotel requires images. */
export type TCompletenessDocument = Pick<TGuestDocument, 'isMain' | 'documentTypeId' | 'documentNumber'> &
  Partial<Pick<TGuestDocument, 'frontImageKey' | 'backImageKey'>>;

/** What the hotel asks beyond the FNRH's fields. */
export type TCompletenessOptions = {
  /** The hotel's rules.documentImagesRequired: the main document's images are required. */
  documentImagesRequired?: boolean;
  /** The hotel's parameters.documentTypes: a minor with a CPF then needs an additional document. */
  documentTypes?: TCompanyParameters['documentTypes'] | null;
};

/** The saved guest's fields the FNRH rules read. */
export type TCompletenessGuest = { documents: TCompletenessDocument[] } & Pick<
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
 * additional data. When the hotel requires document images, the main document's missing images follow,
 * named 'body.documents.<index>.frontImageKey' ('validation.frontImage') or '...backImageKey'
 * ('validation.backImage', two-sided documents only: documentSides).
 */
export function missingGuestFields(
  guest: TCompletenessGuest,
  options: TCompletenessOptions = {},
): TFieldIssue[] {
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
  const additional = options.documentTypes
    ? missingAdditionalDocumentIssue(
        guest.documents,
        { isChild: guest.isChild, nationalityId: guest.nationality.id },
        options.documentTypes,
      )
    : null;
  return [
    ...missing.map(required),
    ...(additional && !missing.includes('documents') ? [additional] : []),
    ...missingDocumentImages(guest.documents, options),
  ];
}

/** The main document's missing images, when the hotel requires them. */
export function missingDocumentImages(
  documents: readonly TCompletenessDocument[],
  { documentImagesRequired = false }: TCompletenessOptions = {},
): TFieldIssue[] {
  const index = documents.findIndex((document) => document.isMain);
  const main = documents[index];
  if (!main) return [];
  return documentImageIssues(main, { required: documentImagesRequired }).map((issue) => ({
    field: `body.documents.${index}.${issue.field}`,
    message: issue.message,
  }));
}

/**
 * Everything that keeps a saved guest from being finalized: the missing fields, then the form rules of
 * guestFieldIssues applied to the saved values (a CPF's check digits, the age against the child flag...),
 * so a record changed behind the form's back cannot be finalized either.
 */
export function guestCompletenessIssues(
  guest: TCompletenessGuest,
  context: { today: string } & TCompletenessOptions,
): TFieldIssue[] {
  const issues = missingGuestFields(guest, context);
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
