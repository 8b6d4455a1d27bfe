import { useCallback, useEffect, useState } from 'react';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { ApiError } from '../../lib/api-client.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { getClient } from './api/get-client.ts';

export type TGuestListState =
  { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; client: TGetClientResponse };

/**
 * The verified guest's reservation and guests. A 401 (token expired or dropped) disqualifies the guest,
 * so the page goes back to verification; the chosen reservation stays, and the PIN leads back here.
 */
export function useGuestList(guestId: string) {
  const [state, setState] = useState<TGuestListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getClient(guestId, controller.signal).then(
      (client) => {
        if (!controller.signal.aborted) setState({ status: 'ready', client });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          guestStore.disqualify();
          return;
        }
        setState({ status: 'error', code: error instanceof ApiError ? error.code : 'UNKNOWN_ERROR' });
      },
    );
    return () => controller.abort();
  }, [guestId, attempt]);

  /** After an error: show the skeleton and ask again. */
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  /** Keeps the cards on screen while asking again (after the server found missing data). */
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, retry, refresh };
}
