import type { TSearchType } from '../constants.ts';
import type { TSearchFlags } from '../tenant/company-config.ts';

/** The search flag that enables each type ('mail' and 'phone' share enableSearchByEmailOrPhoneNumber). */
export const SEARCH_TYPE_FLAG = {
  reservation: 'enableSearchByReservationNumber',
  document: 'enableSearchByDocument',
  mail: 'enableSearchByEmailOrPhoneNumber',
  phone: 'enableSearchByEmailOrPhoneNumber',
  name: 'enableSearchByName',
  facial_recognition: 'enableSearchByFacialRecognition',
} as const satisfies Record<TSearchType, keyof TSearchFlags>;

/** The flags' own order, for a hotel whose configuration lists no search types. */
const FLAG_ORDER: readonly TSearchType[] = [
  'reservation',
  'document',
  'mail',
  'phone',
  'name',
  'facial_recognition',
];

/**
 * The search types a hotel offers, in the order of its list `parameters.searchTypes` (spec section 2:
 * "each entry of the search-type list offers only the first enabled flag", decision 60): an entry is
 * offered only when its search flag is enabled, and only once (a type listed again is not a second tab).
 * Both the portal's tabs and the API's search use it, so a type the portal does not show is refused.
 * Without a list (undefined) the flags' own order applies.
 */
export function offeredSearchTypes(
  searchTypes: readonly TSearchType[] | undefined,
  flags: TSearchFlags,
): TSearchType[] {
  const offered: TSearchType[] = [];
  for (const type of searchTypes ?? FLAG_ORDER) {
    if (flags[SEARCH_TYPE_FLAG[type]] && !offered.includes(type)) offered.push(type);
  }
  return offered;
}
