import { ADDRESS_REQUIRED_COUNTRY } from './missing-guest-fields.ts';
import type { TSaveGuestRequest } from './save-guest.ts';

/**
 * Whether the country of residence has the Brazilian address form: zip code lookup, neighbourhood, and
 * state and city chosen from lists (with ids). Any other country types a street, number, complement,
 * city, state and zip code, with no ids and no neighbourhood.
 */
export const hasBrazilianAddress = (countryId: string | null | undefined): boolean =>
  countryId === ADDRESS_REQUIRED_COUNTRY;

type TShapedPayload = Pick<
  TSaveGuestRequest,
  'country' | 'state' | 'city' | 'neighborhood' | 'informSocialName' | 'socialName'
>;

/**
 * A save as the personal-info form has its fields (decision 55): nothing the form hides survives from
 * an older record. A payload that names the country saves the whole address, and a foreign one has no
 * neighbourhood and no state or city ids (only the names typed); a social name not informed is
 * emptied. The portal builds its payload with it and the API applies it again on save, where the
 * emptied fields are cleared (`to-guest-columns.ts`).
 */
export function shapeGuestPayload<T extends TShapedPayload>(payload: T): T {
  const countryId = payload.country?.id;
  const isForeign = Boolean(countryId) && !hasBrazilianAddress(countryId);
  if (!isForeign && payload.informSocialName !== false) return payload;
  return {
    ...payload,
    ...(isForeign
      ? {
          neighborhood: '',
          state: { id: '', name: payload.state?.name ?? '' },
          city: { id: '', name: payload.city?.name ?? '' },
        }
      : {}),
    ...(payload.informSocialName === false ? { socialName: '' } : {}),
  };
}
