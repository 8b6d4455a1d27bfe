import { useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { ApiError } from '../api-client.ts';
import { guestStore } from '../guest-session.ts';
import { clientQueryOptions } from './client-query.ts';
import { takeStartRecord } from './startup-records.ts';

/** A guest record as screens show it: a skeleton, an error with its API code, or the record. */
export type TClientRecordState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; code: string }
  | { status: 'ready'; client: TGetClientResponse };

type TClientRecordOptions = {
  /**
   * Ask the server again on every mount, for screens that show the other guests' progress; but not
   * on the page's first screen, whose record the page's start has just asked for (decision 310).
   */
  isLive?: boolean;
};

/**
 * The record of `guestId` (none: stays loading). `retry` shows the skeleton and asks again; `refresh`
 * keeps the record on screen while asking again. A 401 (the token expired or was dropped) disqualifies
 * the guest, so the screen goes back to verification; the chosen reservation stays.
 */
export function useClientRecord(guestId: string | null, { isLive = false }: TClientRecordOptions = {}) {
  // A live screen opened first on the page finds the record the page's start has just asked for.
  const [isAskedAtStart] = useState(() => isLive && guestId !== null && takeStartRecord(guestId));
  const query = useQuery({
    ...clientQueryOptions(guestId ?? ''),
    enabled: guestId !== null,
    ...(isLive && !isAskedAtStart ? { refetchOnMount: 'always' as const } : {}),
  });
  const isTokenRejected = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (isTokenRejected) guestStore.disqualify();
  }, [isTokenRejected]);
  let state: TClientRecordState = { status: 'loading' };
  if (query.isError && !query.isFetching && !isTokenRejected) {
    const code = query.error instanceof ApiError ? query.error.code : 'UNKNOWN_ERROR';
    state = { status: 'error', error: query.error, code };
  } else if (query.data && !query.isError) state = { status: 'ready', client: query.data };
  return {
    state,
    retry: () => void query.refetch({ cancelRefetch: true }),
    refresh: () => void query.refetch(),
  };
}

const LOADING = { status: 'loading' } as const;

/**
 * The record's state as a screen draws it: its arrival is drawn one render later, in a deferred render
 * that React splits into slices, yielding to the browser every few milliseconds. A query's answer
 * otherwise renders in one synchronous block (useSyncExternalStore), and a whole step or list drawn at
 * once (its fields, MUI's styles) blocked a phone's main thread for a tenth of a second (issue 18's
 * blocking time, decision 247). Meanwhile the loading state stays on screen, as it was; an error or a
 * newer record shows at once.
 */
export function useDrawnRecordState<T extends { status: TClientRecordState['status'] }>(
  state: T,
): T | typeof LOADING {
  const isDrawn = useDeferredValue(state.status === 'ready');
  return state.status === 'ready' && !isDrawn ? LOADING : state;
}
