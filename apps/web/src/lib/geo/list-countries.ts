import { queryOptions } from '@tanstack/react-query';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TListCountriesResponse } from '@hospedar/contracts/geo/list-countries';
import { apiRequest } from '../api-client.ts';

/** GET /api/countries?lang: every country, named and sorted in the language asked for. */
export function listCountries(lang: TLanguage): Promise<TListCountriesResponse> {
  return apiRequest<TListCountriesResponse>('/api/countries', { query: { lang } });
}

/** The countries as a query, one per language: asked once a visit (a failed one again on next use). */
export const countriesQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['geo', 'countries', language] as const,
    queryFn: () => listCountries(language),
    staleTime: Infinity,
  });
