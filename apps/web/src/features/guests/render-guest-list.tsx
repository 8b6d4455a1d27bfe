import i18next from 'i18next';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import guests from '../../locales/en-US/guests.json';
import { guestStore } from '../../lib/guest-session.ts';
import { TenantContext } from '../../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../../lib/tenant/theme/parse-theme.ts';
import { makeInitialConfig } from '../../test/fixtures.ts';
import { initTestI18n } from '../../test/render.tsx';
import { GuestListPage } from './guest-list-page.tsx';
import { PERSONAL_INFO_PATH } from './use-open-guest.ts';
import { WithQueryClient } from '../../test/with-query-client.tsx';

export type TFakeAnswer = { status: number; body: unknown };
export type TFakeApi = {
  getClient: () => TFakeAnswer;
  finish?: () => TFakeAnswer;
  /** Any other call (a save, an upload form); undefined falls through to the two above, then 404. */
  other?: (method: string, url: string, init: RequestInit | undefined) => TFakeAnswer | undefined;
};

const json = ({ status, body }: TFakeAnswer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers the guest list's two calls; the mock keeps the calls for assertions. */
export function stubGuestApi(api: TFakeApi) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const other = api.other?.(init?.method ?? 'GET', url, init);
    if (other) return Promise.resolve(json(other));
    if (init?.method === 'POST' && url.endsWith('/finish') && api.finish)
      return Promise.resolve(json(api.finish()));
    if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/clients/'))
      return Promise.resolve(json(api.getClient()));
    return Promise.resolve(json({ status: 404, body: { code: 'NOT_FOUND', message: url } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (body: unknown): TFakeAnswer => ({ status: 200, body });

/** Desktop (600px and up) or phone, as window.matchMedia answers. */
export function setScreen(kind: 'desktop' | 'mobile') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'desktop',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * Signs in `client.guest` (a token in the store) and renders /home among the routes it leads to: the
 * guests feature's page, or `page` (the app's route around it), for the hotel of `initial`.
 */
export async function renderGuestList(
  client: TGetClientResponse,
  page: ReactElement = <GuestListPage />,
  initial = makeInitialConfig(),
) {
  await initTestI18n();
  if (!i18next.hasResourceBundle('en-US', 'guests')) i18next.addResourceBundle('en-US', 'guests', guests);
  guestStore.qualify({
    token: 'token',
    clientId: client.guest.id,
    reservationId: client.reservation.id,
    masterGuest: client.guest.masterGuest,
    isChild: client.guest.isChild,
    expiresAt: '2099-01-01T00:00:00Z',
  });
  const router = createMemoryRouter(
    [
      { path: '/home', element: page },
      { path: PERSONAL_INFO_PATH, element: <p>Personal info step</p> },
      { path: '/data-validation', element: <p>Verification step</p> },
      { path: '/reservation/accommodation', element: <p>Accommodation step</p> },
    ],
    { initialEntries: ['/home'] },
  );
  const view = render(
    <TenantContext.Provider value={{ initial, theme: DEFAULT_TENANT_THEME }}>
      <RouterProvider router={router} />
    </TenantContext.Provider>,
    { wrapper: WithQueryClient },
  );
  return { ...view, router };
}
