import type { TGuest } from '@hospedar/contracts/guests/guest';
import { EMPTY_VALUES, valuesFromGuest } from './values.ts';
import type { TPersonalInfoValues, TValueName } from './values.ts';

/**
 * The data a minor shares with the main guest who fills the form for them (spec section 4, master data
 * copy): nationality, country of residence, the whole address and the home phone. Name, birthdate,
 * documents, e-mail and mobile are the minor's own.
 */
export const COMMON_VALUES = [
  'nationalityId',
  'countryId',
  'zipCode',
  'stateId',
  'stateName',
  'cityId',
  'cityName',
  'address',
  'addressNumber',
  'addressComplement',
  'neighborhood',
  'homeDdi',
  'homeDdd',
  'homeNumber',
] as const satisfies readonly TValueName[];

function pick(from: TPersonalInfoValues): Partial<TPersonalInfoValues> {
  return Object.fromEntries(COMMON_VALUES.map((key) => [key, from[key]]));
}

/** Ticking 'use the main guest's data': the common fields take the main guest's saved values. */
export function copyMainGuestData(values: TPersonalInfoValues, mainGuest: TGuest): TPersonalInfoValues {
  return { ...values, ...pick(valuesFromGuest(mainGuest)), useMainGuestData: true };
}

/** Unticking it clears the common fields (back to the blank form's defaults). */
export function clearMainGuestData(values: TPersonalInfoValues): TPersonalInfoValues {
  return { ...values, ...pick(EMPTY_VALUES), useMainGuestData: false };
}
