import type { TValidationMessage } from '@hospedar/contracts/validation/messages';
import { VALIDATION_RULES } from '@hospedar/contracts/validation/messages';
import type { TDocumentSource } from './to-save-payload.ts';
import type { TValueName } from './values.ts';

/** The fields a message can belong to, in the order the form shows them (the error summary's order). */
export const FIELD_KEYS = [
  'name',
  'lastName',
  'socialName',
  'birthdate',
  'gender',
  'nationality',
  'job',
  'documentType',
  'documentNumber',
  'documentImages',
  'additionalDocumentType',
  'additionalDocumentNumber',
  'email',
  'mobilePhone',
  'homePhone',
  'country',
  'zipCode',
  'state',
  'city',
  'address',
  'addressNumber',
  'addressComplement',
  'neighborhood',
  'terms',
] as const;
export type TFieldKey = (typeof FIELD_KEYS)[number];

/** A field's message: a rule of spec section 5 (namespace 'validation'), or the step's generic one. */
export type TFieldMessage =
  TValidationMessage | { key: 'own'; id: 'invalidField' | 'zipIncomplete' | 'nameLocked' | 'cpfInUse' };

export type TFieldErrors = Partial<Record<TFieldKey, TFieldMessage>>;

/** The field whose message a value belongs to (day, month and year make the birthdate…). */
export const FIELD_OF_VALUE: Record<TValueName, TFieldKey | null> = {
  name: 'name',
  lastName: 'lastName',
  informSocialName: 'socialName',
  socialName: 'socialName',
  birthDay: 'birthdate',
  birthMonth: 'birthdate',
  birthYear: 'birthdate',
  gender: 'gender',
  nationalityId: 'nationality',
  jobId: 'job',
  countryId: 'country',
  documentTypeId: 'documentType',
  documentNumber: 'documentNumber',
  documentImages: 'documentImages',
  additionalDocumentTypeId: 'additionalDocumentType',
  additionalDocumentNumber: 'additionalDocumentNumber',
  email: 'email',
  mobileCountryCode: 'mobilePhone',
  mobileAreaCode: 'mobilePhone',
  mobileNumber: 'mobilePhone',
  homeDdi: 'homePhone',
  homeDdd: 'homePhone',
  homeNumber: 'homePhone',
  zipCode: 'zipCode',
  stateId: 'state',
  stateName: 'state',
  cityId: 'city',
  cityName: 'city',
  address: 'address',
  addressNumber: 'addressNumber',
  addressComplement: 'addressComplement',
  neighborhood: 'neighborhood',
  useMainGuestData: null,
  messagingOptIn: null,
  emailOptIn: null,
  acceptTerms: 'terms',
};

const DIRECT: Partial<Record<string, TFieldKey>> = {
  name: 'name',
  lastName: 'lastName',
  socialName: 'socialName',
  informSocialName: 'socialName',
  birthdate: 'birthdate',
  isChild: 'birthdate',
  gender: 'gender',
  nationality: 'nationality',
  jobId: 'job',
  jobName: 'job',
  email: 'email',
  mobilePhone: 'mobilePhone',
  homePhone: 'homePhone',
  country: 'country',
  zipCode: 'zipCode',
  state: 'state',
  city: 'city',
  address: 'address',
  addressNumber: 'addressNumber',
  addressComplement: 'addressComplement',
  neighborhood: 'neighborhood',
  documents: 'documentNumber',
  optins: 'terms',
};

/**
 * The form field of an API issue path ('body.documents.1.documentNumber', 'body.mobilePhone.number'),
 * or null when the path names nothing this step shows.
 */
export function fieldOfIssuePath(
  path: string,
  documentSources: readonly TDocumentSource[] = [],
): TFieldKey | null {
  const [root, first, second] = path.replace(/^body\./, '').split('.');
  if (root === 'documents' && first !== undefined && /^\d+$/.test(first)) {
    const source = documentSources[Number(first)] ?? 'documentNumber';
    if (second === 'documentTypeId')
      return source === 'documentNumber' ? 'documentType' : 'additionalDocumentType';
    if (second === 'frontImageKey' || second === 'backImageKey') return 'documentImages';
    return source;
  }
  return root ? (DIRECT[root] ?? null) : null;
}

const KNOWN_KEYS = new Set<string>(
  VALIDATION_RULES.filter((rule) => !/^(min|max)(Length|Value)$/.test(rule)).map(
    (rule) => `validation.${rule}`,
  ),
);

/**
 * An API issue's message as the form shows it: a validation key of spec section 5 when the API sent one
 * (the contracts' rules), otherwise the step's own "check this field" (a shape error of the schema).
 */
export function messageOfIssue(message: string): TFieldMessage {
  return KNOWN_KEYS.has(message)
    ? ({ key: message } as TValidationMessage)
    : { key: 'own', id: 'invalidField' };
}
