import { useSyncExternalStore } from 'react';

/** Spec section 2: desktop actions from 600px on; smaller screens get the mobile card behaviour. */
export const DESKTOP_QUERY = '(min-width: 600px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
