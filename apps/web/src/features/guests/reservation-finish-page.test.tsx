import i18next from 'i18next';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import guests from '../../locales/en-US/guests.json';
import { guestStore } from '../../lib/guest-session.ts';
import { TenantContext } from '../../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../../lib/tenant/theme/parse-theme.ts';
import { makeInitialConfig } from '../../test/fixtures.ts';
import { initTestI18n } from '../../test/render.tsx';
import { WithQueryClient } from '../../test/with-query-client.tsx';
import { IDS, clientFor } from './guest-fixtures.ts';
import { ok, stubGuestApi } from './render-guest-list.tsx';
import { ReservationFinishPage } from './reservation-finish-page.tsx';

const finished = (client: TGetClientResponse, at: string | null): TGetClientResponse => ({
  ...client,
  reservation: { ...client.reservation, guestListFinishedAt: at },
});

async function openFinish(client: TGetClientResponse, isQualified = true) {
  await initTestI18n();
  if (!i18next.hasResourceBundle('en-US', 'guests')) i18next.addResourceBundle('en-US', 'guests', guests);
  if (isQualified) {
    guestStore.qualify({
      token: 'token',
      clientId: client.guest.id,
      reservationId: client.reservation.id,
      masterGuest: client.guest.masterGuest,
      isChild: client.guest.isChild,
      expiresAt: '2099-01-01T00:00:00Z',
    });
  }
  const router = createMemoryRouter(
    [
      { path: '/welcome/reservation/finish', element: <ReservationFinishPage /> },
      { path: '/home', element: <p>Guest list</p> },
      { path: '/data-validation', element: <p>Verification step</p> },
    ],
    { initialEntries: ['/welcome/reservation/finish'] },
  );
  const initial = makeInitialConfig();
  render(
    <TenantContext.Provider value={{ initial, theme: DEFAULT_TENANT_THEME }}>
      <RouterProvider router={router} />
    </TenantContext.Provider>,
    { wrapper: WithQueryClient },
  );
  return initial.company.hotel;
}

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
});

describe('reservation/finish (decision 62)', () => {
  it('tells a guest of a finished list that the hotel has every form, the stay’s dates and hours, and leads back', async () => {
    const client = finished(clientFor(IDS.main), '2026-11-25T12:00:00Z');
    stubGuestApi({ getClient: () => ok(client) });
    const hotel = await openFinish(client);
    expect(
      await screen.findByRole('heading', { name: 'Your pre-check-in is complete', level: 1 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `${hotel.nomeFantasia || hotel.name} has received the registration forms of all 4 guests.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('28/11/2026 · from 2 p.m.')).toBeVisible();
    expect(screen.getByText('02/12/2026 · until noon')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the guest list' })).toHaveAttribute('href', '/home');
  });

  it('is the guest list while the list is not finished', async () => {
    const client = finished(clientFor(IDS.main), null);
    stubGuestApi({ getClient: () => ok(client) });
    await openFinish(client);
    expect(await screen.findByText('Guest list')).toBeVisible();
  });

  it('asks for verification without a session', async () => {
    stubGuestApi({ getClient: () => ok(clientFor(IDS.main)) });
    await openFinish(clientFor(IDS.main), false);
    expect(await screen.findByText('Verification step')).toBeVisible();
  });
});
