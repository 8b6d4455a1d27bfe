import { DEFAULT_COUNTRY, DEFAULT_PHONE_CODE } from '@hospedar/contracts/constants';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { formatCpf } from '@hospedar/contracts/validation/cpf';
import { DocumentTypeId } from '@hospedar/contracts/constants';
import { readOptins } from '@hospedar/contracts/guests/optins';
import { formatZip } from './masks.ts';

/** What the personal-info form holds: flat strings and flags, so a draft is plain JSON. */
export type TPersonalInfoValues = {
  name: string;
  lastName: string;
  informSocialName: boolean;
  socialName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  gender: string;
  nationalityId: string;
  jobId: string;
  countryId: string;
  /** A document type id as text ('1' for CPF), '' when none is chosen. */
  documentTypeId: string;
  documentNumber: string;
  /** The main document's stored images (null for none) and where to show them (signed or local URLs). */
  documentImages: TDocumentImages;
  additionalDocumentTypeId: string;
  additionalDocumentNumber: string;
  email: string;
  mobileCountryCode: string;
  mobileAreaCode: string;
  mobileNumber: string;
  homeDdi: string;
  homeDdd: string;
  homeNumber: string;
  zipCode: string;
  stateId: string;
  stateName: string;
  cityId: string;
  cityName: string;
  address: string;
  addressNumber: string;
  addressComplement: string;
  neighborhood: string;
  useMainGuestData: boolean;
  messagingOptIn: boolean;
  emailOptIn: boolean;
  acceptTerms: boolean;
};

export type TValueName = keyof TPersonalInfoValues;

/**
 * The main document's photos as the form holds them and the documents feature's field takes them:
 * keys to save (null for none) and URLs to show.
 */
export type TDocumentImages = {
  frontImageKey: string | null;
  backImageKey: string | null;
  frontImageUrl?: string | null;
  backImageUrl?: string | null;
  /** Saved sides the guest erased, removed by the save (decision 68). */
  erasedSides?: readonly ('front' | 'back')[];
};

const NO_DOCUMENT_IMAGES: TDocumentImages = {
  frontImageKey: null,
  backImageKey: null,
  frontImageUrl: null,
  backImageUrl: null,
};

const isTextOrNone = (value: unknown) => value === undefined || value === null || typeof value === 'string';

function isDocumentImages(value: unknown): value is TDocumentImages {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const erased = record.erasedSides;
  const isSides =
    erased === undefined ||
    (Array.isArray(erased) && erased.every((side) => side === 'front' || side === 'back'));
  return (
    isSides &&
    (['frontImageKey', 'backImageKey', 'frontImageUrl', 'backImageUrl'] as const).every((key) =>
      isTextOrNone(record[key]),
    )
  );
}

/** The address of a blank form (a new country of residence empties it). */
export const BLANK_ADDRESS = {
  zipCode: '',
  stateId: '',
  stateName: '',
  cityId: '',
  cityName: '',
  address: '',
  addressNumber: '',
  addressComplement: '',
  neighborhood: '',
} satisfies Partial<TPersonalInfoValues>;

/** A blank form: Brazil and +55 by default (spec section 9). */
export const EMPTY_VALUES: TPersonalInfoValues = {
  name: '',
  lastName: '',
  informSocialName: false,
  socialName: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  gender: '',
  nationalityId: DEFAULT_COUNTRY,
  jobId: '',
  countryId: DEFAULT_COUNTRY,
  documentTypeId: '',
  documentNumber: '',
  documentImages: NO_DOCUMENT_IMAGES,
  additionalDocumentTypeId: '',
  additionalDocumentNumber: '',
  email: '',
  mobileCountryCode: DEFAULT_PHONE_CODE,
  mobileAreaCode: '',
  mobileNumber: '',
  homeDdi: DEFAULT_PHONE_CODE,
  homeDdd: '',
  homeNumber: '',
  ...BLANK_ADDRESS,
  useMainGuestData: false,
  messagingOptIn: false,
  emailOptIn: false,
  acceptTerms: false,
};

/** A stored draft is used only when every field is there with the right kind of value. */
export function isPersonalInfoValues(value: unknown): value is TPersonalInfoValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(EMPTY_VALUES) as TValueName[]).every((key) =>
    key === 'documentImages'
      ? isDocumentImages(record[key])
      : typeof record[key] === typeof EMPTY_VALUES[key],
  );
}

const text = (value: string | null | undefined): string => value ?? '';

function documentNumberText(typeId: number, number: string): string {
  return typeId === DocumentTypeId.CPF ? formatCpf(number) : number;
}

/** The saved guest as form values; a field the guest never filled keeps the blank form's default. */
export function valuesFromGuest(guest: TGuest): TPersonalInfoValues {
  const [year = '', month = '', day = ''] = (guest.birthdate ?? '').split('-');
  const main = guest.documents.find((document) => document.isMain);
  const additional = guest.documents.find((document) => !document.isMain);
  const optins = readOptins(guest.optins);
  return {
    ...EMPTY_VALUES,
    name: guest.name,
    lastName: guest.lastName,
    informSocialName: guest.informSocialName,
    socialName: text(guest.socialName),
    birthDay: day,
    birthMonth: month,
    birthYear: year,
    gender: text(guest.gender),
    nationalityId: guest.nationality.id ?? EMPTY_VALUES.nationalityId,
    jobId: text(guest.jobId),
    countryId: guest.country.id ?? EMPTY_VALUES.countryId,
    documentTypeId: main ? String(main.documentTypeId) : '',
    documentNumber: main ? documentNumberText(main.documentTypeId, main.documentNumber) : '',
    documentImages: {
      frontImageKey: main?.frontImageKey ?? null,
      backImageKey: main?.backImageKey ?? null,
      frontImageUrl: main?.frontImageUrl ?? null,
      backImageUrl: main?.backImageUrl ?? null,
    },
    additionalDocumentTypeId: additional ? String(additional.documentTypeId) : '',
    additionalDocumentNumber: additional
      ? documentNumberText(additional.documentTypeId, additional.documentNumber)
      : '',
    email: text(guest.email),
    mobileCountryCode: guest.mobilePhone.countryCode ?? EMPTY_VALUES.mobileCountryCode,
    mobileAreaCode: text(guest.mobilePhone.areaCode),
    mobileNumber: text(guest.mobilePhone.number),
    homeDdi: guest.homePhone.ddi ?? EMPTY_VALUES.homeDdi,
    homeDdd: text(guest.homePhone.ddd),
    homeNumber: text(guest.homePhone.number),
    zipCode:
      guest.country.id === 'BR' || !guest.country.id ? formatZip(text(guest.zipCode)) : text(guest.zipCode),
    stateId: text(guest.state.id),
    stateName: text(guest.state.name),
    cityId: text(guest.city.id),
    cityName: text(guest.city.name),
    address: text(guest.address),
    addressNumber: text(guest.addressNumber),
    addressComplement: text(guest.addressComplement),
    neighborhood: text(guest.neighborhood),
    messagingOptIn: optins.messagingApp,
    emailOptIn: optins.email,
    acceptTerms: optins.terms,
  };
}

/** 'Create data' (edit-guest-data alert): the form again from the start, keeping only the guest's name. */
export function blankValuesFor(guest: Pick<TGuest, 'name' | 'lastName'>): TPersonalInfoValues {
  return { ...EMPTY_VALUES, name: guest.name, lastName: guest.lastName };
}
