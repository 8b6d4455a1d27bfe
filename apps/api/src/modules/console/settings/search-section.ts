import { ZCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import { offeredSearchTypes, SEARCH_TYPE_FLAG } from '@hospedar/contracts/search/offered-search-types';
import { ZSearchSettings, type TSearchSettings } from '@hospedar/contracts/console/settings-sections';
import type { CompanyRow } from '../../../db/schema/index.ts';
import { upgradeStoredParameters } from '../../tenant/legacy-preferences.ts';
import type { SettingsSection } from './section.ts';

const flagsOf = (row: CompanyRow) => ({
  enableSearchByReservationNumber: row.enableSearchByReservationNumber,
  enableSearchByDocument: row.enableSearchByDocument,
  enableSearchByEmailOrPhoneNumber: row.enableSearchByEmailOrPhoneNumber,
  enableSearchByName: row.enableSearchByName,
  enableSearchByFacialRecognition: row.enableSearchByFacialRecognition,
});

/**
 * The ways guests find their reservation (decision 225): what the portal offers today (the list
 * `parameters.searchTypes` filtered by the enableSearchBy* flags, offeredSearchTypes). A save writes both
 * from the one list: the list as given and each flag on exactly when one of its types is listed, so the
 * portal's tabs, the API's search and the face upload agree.
 */
export const searchSection: SettingsSection<TSearchSettings> = {
  name: 'search',
  schema: ZSearchSettings,
  read: (row) => {
    const parameters = ZCompanyParameters.safeParse(upgradeStoredParameters(row.parameters));
    return { searchTypes: offeredSearchTypes(parameters.data?.searchTypes, flagsOf(row)) };
  },
  write: (value, row) => {
    const listed = (flag: (typeof SEARCH_TYPE_FLAG)[keyof typeof SEARCH_TYPE_FLAG]) =>
      value.searchTypes.some((type) => SEARCH_TYPE_FLAG[type] === flag);
    const parameters = upgradeStoredParameters(row.parameters);
    return {
      parameters: { ...(parameters as Record<string, unknown>), searchTypes: value.searchTypes },
      enableSearchByReservationNumber: listed('enableSearchByReservationNumber'),
      enableSearchByDocument: listed('enableSearchByDocument'),
      enableSearchByEmailOrPhoneNumber: listed('enableSearchByEmailOrPhoneNumber'),
      enableSearchByName: listed('enableSearchByName'),
      enableSearchByFacialRecognition: listed('enableSearchByFacialRecognition'),
    };
  },
};
