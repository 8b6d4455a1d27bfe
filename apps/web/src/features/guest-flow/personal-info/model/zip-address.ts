import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { formatZip } from './masks.ts';
import { BLANK_ADDRESS } from './values.ts';
import type { TPersonalInfoValues } from './values.ts';

/**
 * A zip code's address written into the form: street, neighbourhood, city and state; what the address
 * lacks (a city-wide zip code has no street) keeps what the guest typed. Number and complement stay.
 */
export function applyZipAddress(
  values: TPersonalInfoValues,
  found: TZipAddress,
  states: readonly TState[],
): TPersonalInfoValues {
  const state = states.find((s) => s.id === found.stateId || s.code === found.state);
  return {
    ...values,
    countryId: 'BR',
    zipCode: formatZip(found.cep),
    address: found.street || values.address,
    neighborhood: found.neighborhood || values.neighborhood,
    stateId: state?.id ?? found.stateId,
    stateName: state?.name ?? found.state,
    cityId: found.cityId,
    cityName: found.city,
  };
}

/** The address emptied for a new country of residence . */
export function withoutAddress(values: TPersonalInfoValues, countryId: string): TPersonalInfoValues {
  return { ...values, countryId, ...BLANK_ADDRESS };
}
