import { useEffect, useState } from 'react';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { ApiError } from '../../lib/api-client.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { getCompanions } from './api/get-companions.ts';

export type TCompanionsState =
  { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; client: TGetClientResponse };

/** The main guest's reservation and guests; a 401 disqualifies, so the page goes back to verification. */
export function useCompanions(guestId: string) {
  const [state, setState] = useState<TCompanionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getCompanions(guestId, controller.signal).then(
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

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
