import { SEARCH_TYPES, type TSearchType } from '@hospedar/contracts/constants';
import { offeredSearchTypes } from '@hospedar/contracts/search/offered-search-types';
import { z } from 'zod';
import type { CompanyRow } from '../../db/schema/index.ts';

const ZListedTypes = z.object({ searchTypes: z.array(z.enum(SEARCH_TYPES)) });

/**
 * Whether the hotel lets guests search that way: the type is in its list `parameters.searchTypes` and its
 * flag is on ('mail' and 'phone' share one), the rule the portal's tabs follow (offeredSearchTypes).
 */
export function isSearchTypeEnabled(company: CompanyRow, type: TSearchType): boolean {
  const listed = ZListedTypes.safeParse(company.parameters);
  const flags = {
    enableSearchByReservationNumber: company.enableSearchByReservationNumber,
    enableSearchByDocument: company.enableSearchByDocument,
    enableSearchByEmailOrPhoneNumber: company.enableSearchByEmailOrPhoneNumber,
    enableSearchByName: company.enableSearchByName,
    enableSearchByFacialRecognition: company.enableSearchByFacialRecognition,
  };
  return offeredSearchTypes(listed.data?.searchTypes, flags).includes(type);
}
