import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import type { TClientRecordState } from './use-client-record.ts';
import { useDrawnRecordState } from './use-client-record.ts';

const READY = { status: 'ready', client: {} } as TClientRecordState;
const LOADING: TClientRecordState = { status: 'loading' };
const FAILED: TClientRecordState = { status: 'error', error: new Error('down'), code: 'UNKNOWN_ERROR' };

/** A store like the query cache: subscribers are told synchronously, as useSyncExternalStore requires. */
function createStore() {
  let state = LOADING;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    set: (next: TClientRecordState) => {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

function Screen({ store, drawn }: { store: ReturnType<typeof createStore>; drawn: string[] }) {
  const state = useDrawnRecordState(useSyncExternalStore(store.subscribe, store.get));
  drawn.push(state.status);
  return <p>{state.status}</p>;
}

describe('useDrawnRecordState', () => {
  it('draws an arrived record in the render after the one that received it', async () => {
    const store = createStore();
    const drawn: string[] = [];
    render(<Screen store={store} drawn={drawn} />);
    expect(screen.getByText('loading')).toBeTruthy();

    drawn.length = 0;
    await act(async () => store.set(READY));
    expect(screen.getByText('ready')).toBeTruthy();
    // The synchronous render still showed the loading state; the deferred one drew the record.
    expect(drawn[0]).toBe('loading');
    expect(drawn.at(-1)).toBe('ready');
  });

  it('shows an error and a lost record at once', async () => {
    const store = createStore();
    const drawn: string[] = [];
    render(<Screen store={store} drawn={drawn} />);
    await act(async () => store.set(READY));

    drawn.length = 0;
    await act(async () => store.set(FAILED));
    expect(drawn[0]).toBe('error');
    expect(screen.getByText('error')).toBeTruthy();

    await act(async () => store.set(READY));
    drawn.length = 0;
    await act(async () => store.set(LOADING));
    expect(drawn.every((status) => status === 'loading')).toBe(true);
  });
});
