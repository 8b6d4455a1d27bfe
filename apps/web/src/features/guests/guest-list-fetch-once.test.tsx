import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestStore } from '../../lib/guest-session.ts';
import { IDS, clientFor } from './guest-fixtures.ts';
import { GuestListPage } from './guest-list-page.tsx';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  window.sessionStorage.clear();
});

describe('loading the guest list', () => {
  it('asks for the guest once, even when the screen mounts twice (StrictMode), and cancels nothing', async () => {
    setScreen('mobile');
    const fetchMock = stubGuestApi({ getClient: () => ok(clientFor(IDS.spouse)) });
    // The answer takes a moment, as on a phone: the second mount comes while the first ask is in flight.
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(
      (input, init) =>
        new Promise((resolve) => setTimeout(() => resolve(answer?.(input, init) as Promise<Response>), 50)),
    );
    await renderGuestList(
      clientFor(IDS.spouse),
      <StrictMode>
        <GuestListPage />
      </StrictMode>,
    );
    await screen.findAllByText(/Juliana/);
    const clientCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/clients/'));
    expect(clientCalls).toHaveLength(1);
    const signal = (clientCalls[0]?.[1] as RequestInit | undefined)?.signal;
    expect(signal?.aborted ?? false).toBe(false);
  });
});
