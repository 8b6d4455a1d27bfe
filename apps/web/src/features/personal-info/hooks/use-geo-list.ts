import { useEffect, useState } from 'react';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TCity } from '@hospedar/contracts/geo/list-cities';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { geoLists } from '../../../lib/geo/geo-lists.ts';

/** A location list as a picker sees it; a failed list reads as empty (the picker says so). */
export type TGeoList<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; items: readonly T[] };

const EMPTY: readonly never[] = [];

function useList<T>(key: string | null, load: (key: string) => Promise<readonly T[]>): TGeoList<T> {
  const [state, setState] = useState<{ key: string | null; list: TGeoList<T> }>({
    key: null,
    list: { status: 'idle', items: EMPTY },
  });
  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    load(key).then(
      (items) => isCurrent && setState({ key, list: { status: 'ready', items } }),
      () => isCurrent && setState({ key, list: { status: 'error', items: EMPTY } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, load]);
  if (!key) return { status: 'idle', items: EMPTY };
  return state.key === key ? state.list : { status: 'loading', items: EMPTY };
}

export const useCountries = (language: TLanguage): TGeoList<TCountry> =>
  useList(language, geoLists.countries as (key: string) => Promise<readonly TCountry[]>);

export const useStates = (countryCode: string | null): TGeoList<TState> =>
  useList(countryCode, geoLists.states);

export const useCities = (stateId: string | null): TGeoList<TCity> => useList(stateId, geoLists.cities);
