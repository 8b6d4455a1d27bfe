import { ADDRESS_REQUIRED_COUNTRY } from './missing-guest-fields.ts';
import type { TSaveGuestRequest } from './save-guest.ts';

/**
 * Whether the country of residence has the Brazilian address form: zip code lookup, neighbourhood, and
 * state and city chosen from lists (with ids). Any other country types a street, number, complement,
 * city, state and zip code, with no ids and no neighbourhood.
 */
export const hasBrazilianAddress = (countryId: string | null | undefined): boolean =>
  countryId === ADDRESS_REQUIRED_COUNTRY;

type TAddressPayload = Pick<TSaveGuestRequest, 'country' | 'state' | 'city' | 'neighborhood'>;

/**
 * The address of a save as the form of its country of residence has it (decision 55). A payload that
 * names the country saves the whole address; a foreign one has no neighbourhood and no state or city
 * ids (only the names typed), so nothing the form hides survives from an older address. The portal
 * builds its payload with it and the API applies it again on save, before clearing what is not sent.
 */
export function shapeAddress<T extends TAddressPayload>(payload: T): T {
  const countryId = payload.country?.id;
  if (!countryId || hasBrazilianAddress(countryId)) return payload;
  return {
    ...payload,
    neighborhood: '',
    state: { id: '', name: payload.state?.name ?? '' },
    city: { id: '', name: payload.city?.name ?? '' },
  };
}
