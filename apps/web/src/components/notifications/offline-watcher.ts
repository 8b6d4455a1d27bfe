import { LIMITS } from '@hospedar/contracts/constants';
import type { TNotifyInput } from './notification-store.ts';

type TConnection = EventTarget & { effectiveType?: string };

export type TOfflineWatcherDeps = {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  connection?: TConnection | null;
  notify: (input: TNotifyInput) => unknown;
  /** The translated offline text and button label, read when the warning shows. */
  texts: () => { message: string; actionLabel: string };
};

/** The browser's Network Information API, where it exists (Chromium). */
export function browserConnection(): TConnection | null {
  const nav = navigator as Navigator & { connection?: TConnection };
  return nav.connection ?? null;
}

/**
 * Spec section 4: when the browser goes offline or the connection becomes 2g, an orange warning
 * with 'Ok' shows the offline text for LIMITS.offlineNotificationMs. Answers the stop function.
 */
export function watchOffline(deps: TOfflineWatcherDeps): () => void {
  const warn = () => {
    const { message, actionLabel } = deps.texts();
    deps.notify({ severity: 'warning', message, actionLabel, duration: LIMITS.offlineNotificationMs });
  };
  const onConnectionChange = () => {
    if (deps.connection?.effectiveType === '2g') warn();
  };
  deps.target.addEventListener('offline', warn);
  deps.connection?.addEventListener('change', onConnectionChange);
  return () => {
    deps.target.removeEventListener('offline', warn);
    deps.connection?.removeEventListener('change', onConnectionChange);
  };
}
