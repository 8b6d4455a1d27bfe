import { DEFAULT_COUNTRY, DEFAULT_DOCUMENT_TYPE_ID, DEFAULT_PHONE_CODE } from '@hospedar/contracts/constants';
import type { TSearchType } from '@hospedar/contracts/constants';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';

/** The search state's params (spec section 3), every type's fields in one object. */
export type TSearchParams = {
  name: string;
  lastName: string;
  checkinDate: string;
  checkoutDate: string;
  reservationNumber: string;
  documentTypeId: number;
  documentNumber: string;
  contact: string;
  currentCountry: string;
};

export type TSearchField = keyof TSearchParams;

export const EMPTY_PARAMS: TSearchParams = {
  name: '',
  lastName: '',
  checkinDate: '',
  checkoutDate: '',
  reservationNumber: '',
  documentTypeId: DEFAULT_DOCUMENT_TYPE_ID,
  documentNumber: '',
  contact: '',
  currentCountry: DEFAULT_COUNTRY,
};

/** Fresh params for a type: changing the type resets them; phone starts with +55 and country BR. */
export function paramsForType(type: TSearchType): TSearchParams {
  if (type === 'phone')
    return { ...EMPTY_PARAMS, contact: `+${DEFAULT_PHONE_CODE} `, currentCountry: DEFAULT_COUNTRY };
  return { ...EMPTY_PARAMS };
}

/** One tab per type the hotel enables; e-mail-or-phone yields both 'mail' and 'phone'. */
export function enabledSearchTypes(flags: TCompanyConfig['searchFlags']): TSearchType[] {
  const types: TSearchType[] = [];
  if (flags.enableSearchByReservationNumber) types.push('reservation');
  if (flags.enableSearchByDocument) types.push('document');
  if (flags.enableSearchByEmailOrPhoneNumber) types.push('mail', 'phone');
  if (flags.enableSearchByName) types.push('name');
  if (flags.enableSearchByFacialRecognition) types.push('facial_recognition');
  return types;
}

/** The fields each type shows, in order. */
export const FIELDS_BY_TYPE: Record<TSearchType, TSearchField[]> = {
  reservation: ['reservationNumber', 'lastName'],
  name: ['name', 'lastName', 'checkinDate', 'checkoutDate'],
  document: ['documentTypeId', 'documentNumber', 'currentCountry'],
  mail: ['contact', 'lastName'],
  phone: ['contact', 'lastName'],
  facial_recognition: [],
};
