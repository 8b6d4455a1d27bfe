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

/** A query's state as a list; `isIdle` when it was not asked for. */
export function toGeoList<T>(isIdle: boolean, query: { data?: readonly T[]; isError: boolean }): TGeoList<T> {
  if (isIdle) return { status: 'idle', isLoading: false, items: EMPTY };
  if (query.isError) return { status: 'error', isLoading: false, items: EMPTY };
  if (query.data) return { status: 'ready', isLoading: false, items: query.data };
  return { status: 'loading', isLoading: true, items: EMPTY };
}
