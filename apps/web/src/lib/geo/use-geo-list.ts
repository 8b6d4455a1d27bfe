import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TCity } from '@hospedar/contracts/geo/list-cities';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { geoQueries } from './geo-lists.ts';

/**
 * A location list as a picker sees it: 'idle' while nothing is chosen above it; a failed list reads
 * as empty ('error'), so the picker says so or the field becomes free text.
 */
export type TGeoList<T> = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  isLoading: boolean;
  items: readonly T[];
};

const EMPTY: readonly never[] = [];

function toGeoList<T>(isIdle: boolean, query: { data?: readonly T[]; isError: boolean }): TGeoList<T> {
  if (isIdle) return { status: 'idle', isLoading: false, items: EMPTY };
  if (query.isError) return { status: 'error', isLoading: false, items: EMPTY };
  if (query.data) return { status: 'ready', isLoading: false, items: query.data };
  return { status: 'loading', isLoading: true, items: EMPTY };
}

/** The countries, named in the portal's language. */
export function useCountries(language: TLanguage): TGeoList<TCountry> {
  return toGeoList(false, useQuery(geoQueries.countries(language)));
}

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
