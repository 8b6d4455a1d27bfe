import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { getClient } from './api/get-client.ts';
import { saveGuest } from './api/save-guest.ts';

/** The edited guest's record as the steps share it: loaded once, updated by each save. */
export type TGuestRecordState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; client: TGetClientResponse };

type TEntry = { guestId: string; state: TGuestRecordState; loading: Promise<void> | null };

let entry: TEntry | null = null;
const listeners = new Set<() => void>();
const LOADING: TGuestRecordState = { status: 'loading' };

function publish(next: TEntry): void {
  entry = next;
  listeners.forEach((listener) => listener());
}

function load(guestId: string): Promise<void> {
  const loading = getClient(guestId).then(
    (client) => publish({ guestId, state: { status: 'ready', client }, loading: null }),
    (error: unknown) => publish({ guestId, state: { status: 'error', error }, loading: null }),
  );
  entry = { guestId, state: LOADING, loading };
  return loading;
}

/** The shared store; exported for the steps' hooks and their tests. */
export const guestRecordStore = {
  state(guestId: string): TGuestRecordState {
    return entry?.guestId === guestId ? entry.state : LOADING;
  },
  /** Loads the guest unless it is loaded or loading; `force` reloads (after finalizing). */
  ensure(guestId: string, force = false): Promise<void> {
    if (!force && entry?.guestId === guestId) return entry.loading ?? Promise.resolve();
    return load(guestId);
  },
  /** Saves a step's fields and keeps the answer as the guest's record. */
  async save(guestId: string, patch: TSaveGuestRequest): Promise<TGuest> {
    const guest = await saveGuest(guestId, patch);
    const current = entry?.guestId === guestId ? entry.state : null;
    if (current?.status === 'ready') {
      const client = current.client;
      publish({
        guestId,
        state: {
          status: 'ready',
          client: {
            ...client,
            guest,
            guests: client.guests.map((other) => (other.id === guest.id ? guest : other)),
          },
        },
        loading: null,
      });
    }
    return guest;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets the record (tests, and a change of guest). */
  clear(): void {
    entry = null;
  },
};

/** The record of `guestId` for a step screen, loaded on first use; `reload` fetches it again. */
export function useGuestRecord(guestId: string | null) {
  const state = useSyncExternalStore(guestRecordStore.subscribe, () =>
    guestId ? guestRecordStore.state(guestId) : LOADING,
  );
  useEffect(() => {
    if (guestId) void guestRecordStore.ensure(guestId);
  }, [guestId]);
  const reload = useCallback(() => {
    if (guestId) void guestRecordStore.ensure(guestId, true);
  }, [guestId]);
  return { state, reload };
}
