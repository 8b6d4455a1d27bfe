import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import checkout from '../../locales/en-US/checkout.json';
import { guestStore } from '../../lib/guest-session.ts';
import { TenantContext } from '../../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../../lib/tenant/theme/parse-theme.ts';
import { makeInitialConfig } from '../../test/fixtures.ts';
import { initTestI18n } from '../../test/render.tsx';
import { CheckoutPage } from './guest-control-page.tsx';
import { leavePortal } from './leave-portal.ts';
import { WithQueryClient } from '../../test/with-query-client.tsx';

const REDIRECT = 'https://guest-control.example.com/checkout?access=abc';
const GUEST_ID = 'ed3871c2-e64b-49a7-9474-d1c88b127d41';

function stubAccess(status = 200) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(
        JSON.stringify(
          status === 200
            ? { redirectURL: REDIRECT, expiresAt: '2026-01-01T00:30:00.000Z' }
            : { code: 'NOT_FOUND', message: 'no' },
        ),
        { status, headers: { 'Content-Type': 'application/json' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubAccess>, index = 0) =>
  JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body)) as Record<string, unknown>;

async function renderAt(entry: { pathname: string; state?: unknown }) {
  const initial = makeInitialConfig();
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/:reservationNumber', element: <CheckoutPage /> },
      { path: '/welcome/menu', element: <p>menu</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <TenantContext.Provider value={{ initial, theme: DEFAULT_TENANT_THEME }}>
      <RouterProvider router={router} />
    </TenantContext.Provider>,
    { wrapper: WithQueryClient },
  );
  return initial.company.companyId;
}

beforeEach(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'checkout', checkout, true, true);
  guestStore.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('check-out and online services', () => {
  it('/checkout/{number} as a first navigation leaves anonymously for the hotel’s page', async () => {
    const leave = vi.spyOn(leavePortal, 'to').mockImplementation(() => {});
    const fetchMock = stubAccess();
    const companyId = await renderAt({ pathname: '/checkout/1031' });
    expect(screen.getByRole('status')).toHaveTextContent("Opening the hotel's check-out…");
    await waitFor(() => expect(leave).toHaveBeenCalledWith(REDIRECT));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/companies/guest-control/external-access');
    expect(sentBody(fetchMock)).toEqual({
      companyId,
      isAnnonymous: true,
      service: 'checkout',
      reservationNumber: '1031',
    });
  });

  it('goes as the verified guest when opened from the menu, anonymously otherwise', async () => {
    vi.spyOn(leavePortal, 'to').mockImplementation(() => {});
    guestStore.qualify({
      token: 'token-of-the-guest-000000',
      clientId: GUEST_ID,
      reservationId: '975d9219-c1e0-43bc-8e01-00e9660b9872',
      masterGuest: true,
      isChild: false,
      expiresAt: '2099-01-01T00:00:00Z',
    });
    const fetchMock = stubAccess();
    await renderAt({ pathname: '/checkout', state: { fromMenu: true } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock).isAnnonymous).toBe(false);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer token-of-the-guest-000000');
  });

  it('offers Try again and the way back to the menu when the hotel’s page cannot be opened', async () => {
    const leave = vi.spyOn(leavePortal, 'to').mockImplementation(() => {});
    const fetchMock = stubAccess(404);
    await renderAt({ pathname: '/checkout' });
    expect(
      await screen.findByRole('heading', { name: "We couldn't open this service right now." }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/welcome/menu');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(leave).not.toHaveBeenCalled();
  });
});
