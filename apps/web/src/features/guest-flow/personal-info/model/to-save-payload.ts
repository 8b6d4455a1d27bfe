import { DocumentTypeId, GENDERS } from '@hospedar/contracts/constants';
import { hasBrazilianAddress, shapeGuestPayload } from '@hospedar/contracts/guests/form-shape';
import type { TDocumentTypeId, TGender } from '@hospedar/contracts/constants';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { cpfDigits } from '@hospedar/contracts/validation/cpf';
import { digitsOnly } from './masks.ts';
import { writeOptins } from '@hospedar/contracts/guests/optins';
import type { TPersonalInfoValues } from './values.ts';

export type TPayloadContext = {
  /** The main guest of a billed reservation: the name is not sent (it cannot change). */
  isNameLocked: boolean;
  /** Version ids of the hotel's terms of use and privacy policy, recorded with the acceptance. */
  terms: { use: string | null; privacy: string | null };
  /** Display names, in the portal's language, for the ids the form holds. */
  countryName: (code: string) => string;
  jobName: (jobId: string) => string;
};

/** Which form field each entry of `documents` came from, for the API's 'body.documents.N…' errors. */
export type TDocumentSource = 'documentNumber' | 'additionalDocumentNumber';

const isGender = (value: string): value is TGender => (GENDERS as readonly string[]).includes(value);
const pad2 = (value: string) => value.padStart(2, '0');

/** YYYY-MM-DD once day, month and year are all chosen; undefined before that. */
export function birthdateOf(values: Pick<TPersonalInfoValues, 'birthDay' | 'birthMonth' | 'birthYear'>) {
  const { birthDay, birthMonth, birthYear } = values;
  if (!birthDay || !birthMonth || !birthYear) return undefined;
  return `${birthYear}-${pad2(birthMonth)}-${pad2(birthDay)}`;
}

export const livesInBrazil = (values: Pick<TPersonalInfoValues, 'countryId'>): boolean =>
  hasBrazilianAddress(values.countryId);

function documentOf(typeId: string, number: string, isMain: boolean) {
  if (typeId === '' || number.trim() === '') return null;
  const documentTypeId = Number(typeId) as TDocumentTypeId;
  const documentNumber = documentTypeId === DocumentTypeId.CPF ? cpfDigits(number) : number.trim();
  return { isMain, documentTypeId, documentNumber };
}

/**
 * The main document with its images' keys; an empty key is dropped, and the API keeps the saved one,
 * unless the guest erased that side (`erasedSides`, decision 68).
 */
function mainDocumentOf(values: TPersonalInfoValues) {
  const document = documentOf(values.documentTypeId, values.documentNumber, true);
  if (!document) return null;
  const { frontImageKey, backImageKey, erasedSides = [] } = values.documentImages;
  const erased = erasedSides.length > 0 ? { erasedSides: [...erasedSides] } : {};
  return { ...document, frontImageKey: frontImageKey ?? '', backImageKey: backImageKey ?? '', ...erased };
}

/** The guest changed the saved document photos (a new photo, or an erased one). */
export function hasNewDocumentPhotos(values: TPersonalInfoValues, saved: TPersonalInfoValues): boolean {
  const now = values.documentImages;
  const before = saved.documentImages;
  return (
    (now.erasedSides ?? []).length > 0 ||
    now.frontImageKey !== before.frontImageKey ||
    now.backImageKey !== before.backImageKey
  );
}

function documentsOf(values: TPersonalInfoValues) {
  const entries = [
    { source: 'documentNumber' as const, document: mainDocumentOf(values) },
    {
      source: 'additionalDocumentNumber' as const,
      document: documentOf(values.additionalDocumentTypeId, values.additionalDocumentNumber, false),
    },
  ].flatMap(({ source, document }) => (document ? [{ source, document }] : []));
  return { documents: entries.map((entry) => entry.document), sources: entries.map((entry) => entry.source) };
}

function addressOf(values: TPersonalInfoValues, countryName: TPayloadContext['countryName']) {
  return {
    country: { id: values.countryId, name: values.countryId ? countryName(values.countryId) : '' },
    zipCode: livesInBrazil(values) ? digitsOnly(values.zipCode, 8) : values.zipCode.trim(),
    state: { id: values.stateId, name: values.stateName.trim() },
    city: { id: values.cityId, name: values.cityName.trim() },
    address: values.address.trim(),
    addressNumber: values.addressNumber.trim(),
    addressComplement: values.addressComplement.trim(),
    neighborhood: values.neighborhood.trim(),
  };
}

/**
 * The fields of this step as PUT /api/clients/{id} takes them (before cleanGuestPayload drops the blanks):
 * CPF and zip code as digits, phones as digits, the birthdate as YYYY-MM-DD, the home phone always sent so
 * that emptying it clears it. `documentSources` names the form field of each document sent.
 */
export function toSavePayload(
  values: TPersonalInfoValues,
  context: TPayloadContext,
): { payload: TSaveGuestRequest; documentSources: TDocumentSource[] } {
  const hasMobile = digitsOnly(values.mobileAreaCode) !== '' || digitsOnly(values.mobileNumber) !== '';
  const { documents, sources } = documentsOf(values);
  // Nothing the form hides is sent (shapeGuestPayload, decision 55): the API clears what was emptied.
  const payload: TSaveGuestRequest = shapeGuestPayload({
    ...(context.isNameLocked ? {} : { name: values.name.trim(), lastName: values.lastName.trim() }),
    informSocialName: values.informSocialName,
    socialName: values.socialName.trim(),
    birthdate: birthdateOf(values),
    gender: isGender(values.gender) ? values.gender : '',
    nationality: {
      id: values.nationalityId,
      name: values.nationalityId ? context.countryName(values.nationalityId) : '',
    },
    jobId: values.jobId,
    jobName: values.jobId ? context.jobName(values.jobId) : '',
    email: values.email.trim(),
    mobilePhone: hasMobile
      ? {
          countryCode: digitsOnly(values.mobileCountryCode),
          areaCode: digitsOnly(values.mobileAreaCode),
          number: digitsOnly(values.mobileNumber),
        }
      : null,
    homePhone: {
      ddi: values.homeDdd || values.homeNumber ? digitsOnly(values.homeDdi) : '',
      ddd: digitsOnly(values.homeDdd),
      number: digitsOnly(values.homeNumber),
    },
    ...addressOf(values, context.countryName),
    documents,
    optins: writeOptins(
      { messagingApp: values.messagingOptIn, email: values.emailOptIn, terms: values.acceptTerms },
      context.terms,
    ),
  });
  return { payload, documentSources: sources };
}
