import { queryOptions } from '@tanstack/react-query';
import type { TLanguage } from '@hospedar/contracts/constants';
import { listCities } from './list-cities.ts';
import { listCountries } from './list-countries.ts';
import { listStates } from './list-states.ts';

/**
 * The API's location lists as queries: countries by language, states by country, cities by state.
 * They do not change during a visit, so each is asked once (a failed one is asked again on next use).
 */
export const geoQueries = {
  countries: (language: TLanguage) =>
    queryOptions({
      queryKey: ['geo', 'countries', language] as const,
      queryFn: () => listCountries(language),
      staleTime: Infinity,
    }),
  states: (countryCode: string) =>
    queryOptions({
      queryKey: ['geo', 'states', countryCode] as const,
      queryFn: () => listStates(countryCode),
      staleTime: Infinity,
    }),
  cities: (stateId: string) =>
    queryOptions({
      queryKey: ['geo', 'cities', stateId] as const,
      queryFn: () => listCities(stateId),
      staleTime: Infinity,
    }),
};
