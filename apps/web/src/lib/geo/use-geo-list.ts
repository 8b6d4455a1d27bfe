import { useQuery } from '@tanstack/react-query';
import type { TCity } from '@hospedar/contracts/geo/list-cities';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { geoQueries } from './geo-lists.ts';
import { toGeoList } from './geo-list.ts';
import type { TGeoList } from './geo-list.ts';

export type { TGeoList } from './geo-list.ts';
// The countries live in their own module, so a screen that needs only them (the search) does not
// load the states and cities; they are re-exported here for the screens that read all three.
export { useCountries } from './countries.ts';

/** The states of a country (ISO code), or none while no country is chosen. */
export function useStates(countryCode: string | null): TGeoList<TState> {
  const code = countryCode || '';
  return toGeoList(code === '', useQuery({ ...geoQueries.states(code), enabled: code !== '' }));
}

/** The cities of a state (its id in the states list), or none while no state is chosen. */
export function useCities(stateId: string | null): TGeoList<TCity> {
  const id = stateId || '';
  return toGeoList(id === '', useQuery({ ...geoQueries.cities(id), enabled: id !== '' }));
}
