import { DEFAULT_COUNTRY, DEFAULT_DOCUMENT_TYPE_ID, DEFAULT_PHONE_CODE } from '@hospedar/contracts/constants';
import type { TSearchType } from '@hospedar/contracts/constants';

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

/** One tab per type the hotel offers: its list's order, each type once, only with its flag on (decision 60). */
export { offeredSearchTypes } from '@hospedar/contracts/search/offered-search-types';

/** The fields each type shows, in order. */
export const FIELDS_BY_TYPE: Record<TSearchType, TSearchField[]> = {
  reservation: ['reservationNumber', 'lastName'],
  name: ['name', 'lastName', 'checkinDate', 'checkoutDate'],
  document: ['documentTypeId', 'documentNumber', 'currentCountry'],
  mail: ['contact', 'lastName'],
  phone: ['contact', 'lastName'],
  facial_recognition: [],
};
