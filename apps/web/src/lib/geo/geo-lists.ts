import { queryOptions } from '@tanstack/react-query';
import { listCities } from './list-cities.ts';
import { listStates } from './list-states.ts';

/**
 * The API's location lists as queries: states by country, cities by state (the countries, by language,
 * are `countriesQuery` in list-countries.ts, kept apart so the search loads only them).
 * They do not change during a visit, so each is asked once (a failed one is asked again on next use).
 */
export const geoQueries = {
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
