import type { TLanguage } from '@hospedar/contracts/constants';
import type { TCity } from '@hospedar/contracts/geo/list-cities';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { listCities } from './list-cities.ts';
import { listCountries } from './list-countries.ts';
import { listStates } from './list-states.ts';

const cache = new Map<string, Promise<readonly unknown[]>>();

/** One request per list for the page's life; a failed one is forgotten, so the next use asks again. */
function cached<T>(key: string, load: () => Promise<readonly T[]>): Promise<readonly T[]> {
  const hit = cache.get(key) as Promise<readonly T[]> | undefined;
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}

/** The location lists of the API, cached: countries by language, states by country, cities by state. */
export const geoLists = {
  countries: (language: TLanguage): Promise<readonly TCountry[]> =>
    cached(`countries:${language}`, () => listCountries(language)),
  states: (countryCode: string): Promise<readonly TState[]> =>
    cached(`states:${countryCode}`, () => listStates(countryCode)),
  cities: (stateId: string): Promise<readonly TCity[]> =>
    cached(`cities:${stateId}`, () => listCities(stateId)),
  /** Tests start from an empty cache. */
  clear: (): void => cache.clear(),
};
