import { queryOptions } from '@tanstack/react-query';
import { listCities } from './list-cities.ts';
import { countriesQuery } from './list-countries.ts';
import { listStates } from './list-states.ts';

/**
 * The API's location lists as queries: countries by language, states by country, cities by state.
 * They do not change during a visit, so each is asked once (a failed one is asked again on next use).
 */
export const geoQueries = {
  countries: countriesQuery,
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
