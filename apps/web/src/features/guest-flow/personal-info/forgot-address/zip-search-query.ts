import type { TZipSearchQuery } from '@hospedar/contracts/geo/zip-lookup';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '@hospedar/contracts/validation/messages';
import type { TValidationMessage } from '@hospedar/contracts/validation/messages';
import { minLength, required } from '@hospedar/contracts/validation/text';

/** What the forgot-address search asks: the state's abbreviation (UF), the city's name, part of the street. */
export type TZipSearchFields = { state: string; city: string; address: string };
export type TZipSearchErrors = Partial<Record<keyof TZipSearchFields, TValidationMessage>>;

/** The API's limits (ZZipSearchQuery): a state, a city of 2+ letters, 3+ letters of the street. */
export function validateZipSearch(fields: TZipSearchFields): TZipSearchErrors {
  const errors: TZipSearchErrors = {};
  if (!required(fields.state)) errors.state = { key: KEYS.required };
  if (!required(fields.city)) errors.city = { key: KEYS.required };
  else if (!minLength(fields.city, 2)) errors.city = { key: KEYS.minLength, params: { min: 2 } };
  if (!required(fields.address)) errors.address = { key: KEYS.required };
  else if (!minLength(fields.address, 3)) errors.address = { key: KEYS.minLength, params: { min: 3 } };
  return errors;
}

/** The search as the results page's address (?state=SC&city=Imbituba&address=rua). */
export function toSearchParams(fields: TZipSearchFields): string {
  return new URLSearchParams({
    state: fields.state.trim().toUpperCase(),
    city: fields.city.trim(),
    address: fields.address.trim(),
  }).toString();
}

/** The search in the results page's address, or null when it is incomplete. */
export function fromSearchParams(params: URLSearchParams): TZipSearchQuery | null {
  const fields = {
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    address: params.get('address') ?? '',
  };
  if (Object.keys(validateZipSearch(fields)).length > 0 || !/^[A-Za-z]{2}$/.test(fields.state.trim()))
    return null;
  return {
    state: fields.state.trim().toUpperCase(),
    city: fields.city.trim(),
    address: fields.address.trim(),
  };
}
