import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import search from '../locales/en-US/search.json';
import { apiRequest } from '../lib/api-client.ts';
import { guestStore } from '../lib/guest-session.ts';
import { tokenStore } from '../lib/token-store.ts';
import { initTestI18n } from '../test/render.tsx';
import { ExpiredPinNotice } from './expired-pin-notice.tsx';

const GUEST = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const RESERVATION = '68d0c852-1a8e-467c-b170-51ea2857bfd2';

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A guest signed in with `token`, on a page of `entries` under the notice. */
function signedInAt(token: string, entries: string[]) {
  guestStore.qualify({
    token,
    clientId: GUEST,
    reservationId: RESERVATION,
    masterGuest: true,
    isChild: false,
    expiresAt: '',
  });
  return createMemoryRouter([{ path: '*', element: <ExpiredPinNotice /> }], { initialEntries: entries });
}

describe('a reservation closed while the guest is in it', () => {
  beforeAll(initTestI18n);
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('ends the session on a 403 RESERVATION_* and says why from the start page', async () => {
    const router = signedInAt('tok-closed', ['/reservation/personal-info']);
    render(<RouterProvider router={router} />);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(403, { code: 'RESERVATION_CANCELLED', message: 'Cancelled.' }))),
    );

    await act(async () => {
      await expect(apiRequest(`/api/clients/${GUEST}`, { method: 'PUT', body: {} })).rejects.toMatchObject({
        status: 403,
      });
    });

    expect(
      await screen.findByRole('heading', { name: search.blocked.reasons.cancelled.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(tokenStore.get(GUEST)).toBeNull();
    expect(guestStore.get()).toMatchObject({ clientId: null, qualified: false });
  });

  it('leaves the session alone for a 403 that names no closed reservation', async () => {
    const router = signedInAt('tok-open', ['/home']);
    render(<RouterProvider router={router} />);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(403, { code: 'FORBIDDEN', message: 'No.' }))),
    );
    await act(async () => {
      await expect(apiRequest('/api/clients/x')).rejects.toMatchObject({ status: 403 });
    });
    expect(router.state.location.pathname).toBe('/home');
    expect(tokenStore.get(GUEST)).toBe('tok-open');
  });
});
