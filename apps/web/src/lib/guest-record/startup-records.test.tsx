import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editedGuestStore } from '../edited-guest.ts';
import { guestStore } from '../guest-session.ts';
import { queryClient } from '../query/query-client.ts';
import { stubFetchAnswering } from '../../test/stub-fetch.ts';
import { clientKeys } from './client-query.ts';
import { askStartRecords, takeStartRecord } from './startup-records.ts';
import { useClientRecord } from './use-client-record.ts';

const MAIN = '00000000-0000-4000-8000-000000000001';
const MINOR = '00000000-0000-4000-8000-000000000002';
const RESERVATION = '00000000-0000-4000-8000-000000000009';

function signIn() {
  guestStore.qualify({
    token: 'token',
    clientId: MAIN,
    reservationId: RESERVATION,
    masterGuest: true,
    isChild: false,
    expiresAt: '2099-01-01T00:00:00Z',
  });
}

const recordCalls = (fetchMock: ReturnType<typeof stubFetchAnswering>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/clients/'));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => {
  takeStartRecord(MAIN, '/');
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  guestStore.reset();
  editedGuestStore.set(null);
  window.sessionStorage.clear();
});

describe('the records a signed-in screen draws first, asked for at the page start', () => {
  it('asks for nothing before the guest is verified, or on a screen that draws no record', () => {
    const fetchMock = stubFetchAnswering(200, {});
    askStartRecords(queryClient, '/home');
    signIn();
    askStartRecords(queryClient, '/welcome/find-your-reservation');
    askStartRecords(queryClient, '/token-validation');
    expect(recordCalls(fetchMock)).toEqual([]);
  });

  it("asks for the verified guest's record on the guest list, and also the open form's guest in the flow", async () => {
    const fetchMock = stubFetchAnswering(200, {});
    signIn();
    editedGuestStore.set({
      guestId: MINOR,
      isChild: true,
      masterGuest: false,
      isCompleted: false,
      actionType: 'create',
    });
    askStartRecords(queryClient, '/home');
    await waitFor(() => expect(recordCalls(fetchMock)).toEqual([`/api/clients/${MAIN}`]));
    queryClient.clear();
    askStartRecords(queryClient, '/reservation/personal-info');
    await waitFor(() =>
      expect(recordCalls(fetchMock)).toEqual([
        `/api/clients/${MAIN}`,
        `/api/clients/${MAIN}`,
        `/api/clients/${MINOR}`,
      ]),
    );
  });

  it('spares the first live screen a second ask, once: a later opening asks again', async () => {
    const fetchMock = stubFetchAnswering(200, { guest: { id: MAIN } });
    signIn();
    window.history.replaceState(null, '', '/home');
    askStartRecords(queryClient, '/home');
    // The screen's code arrives after the record, as on a phone's network.
    await waitFor(() => expect(queryClient.getQueryData(clientKeys.one(MAIN))).toBeDefined());
    const first = renderHook(() => useClientRecord(MAIN, { isLive: true }), { wrapper });
    await waitFor(() => expect(first.result.current.state.status).toBe('ready'));
    expect(recordCalls(fetchMock)).toHaveLength(1);
    first.unmount();
    const again = renderHook(() => useClientRecord(MAIN, { isLive: true }), { wrapper });
    await waitFor(() => expect(recordCalls(fetchMock)).toHaveLength(2));
    again.unmount();
  });

  it('answers only on the path the page started on, for a guest it asked for, and only once', () => {
    stubFetchAnswering(200, {});
    signIn();
    askStartRecords(queryClient, '/reservation/personal-info');
    expect(takeStartRecord(MAIN, '/home')).toBe(false);
    askStartRecords(queryClient, '/home');
    expect(takeStartRecord(MINOR, '/home')).toBe(false);
    askStartRecords(queryClient, '/home');
    expect(takeStartRecord(MAIN, '/home')).toBe(true);
    expect(takeStartRecord(MAIN, '/home')).toBe(false);
  });
});
