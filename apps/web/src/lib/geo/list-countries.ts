import type { TLanguage } from '@hospedar/contracts/constants';
import type { TListCountriesResponse } from '@hospedar/contracts/geo/list-countries';
import { apiRequest } from '../api-client.ts';

/** GET /api/countries?lang: every country, named and sorted in the language asked for. */
export function listCountries(lang: TLanguage): Promise<TListCountriesResponse> {
  return apiRequest<TListCountriesResponse>('/api/countries', { query: { lang } });
}
