import { useEffect, useState } from 'react';
import type { TCity } from '@hospedar/contracts/geo/list-cities';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { geoLists } from '../../../lib/geo/geo-lists.ts';

/** A location list as a picker sees it; a failed list reads as empty, so the field becomes free text. */
export type TGeoList<T> = { isLoading: boolean; items: readonly T[] };

const EMPTY: readonly never[] = [];

function useList<T>(key: string | null, load: (key: string) => Promise<readonly T[]>): TGeoList<T> {
  const [state, setState] = useState<{ key: string | null; items: readonly T[] }>({
    key: null,
    items: EMPTY,
  });
  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    const settle = (items: readonly T[]) => {
      if (isCurrent) setState({ key, items });
    };
    load(key).then(settle, () => settle(EMPTY));
    return () => {
      isCurrent = false;
    };
  }, [key, load]);
  if (!key) return { isLoading: false, items: EMPTY };
  return state.key === key ? { isLoading: false, items: state.items } : { isLoading: true, items: EMPTY };
}

/** The states of a country (ISO code), or none while no country is chosen. */
export function useStates(countryCode: string | null): TGeoList<TState> {
  return useList(countryCode || null, geoLists.states);
}

/** The cities of a state (its id in the states list), or none while no state is chosen. */
export function useCities(stateId: string | null): TGeoList<TCity> {
  return useList(stateId || null, geoLists.cities);
}
