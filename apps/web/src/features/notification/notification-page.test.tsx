import i18next from 'i18next';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import notification from '../../locales/en-US/notification.json';
import { notifications } from '../../components/notifications/notification-store.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { TenantContext } from '../../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../../lib/tenant/theme/parse-theme.ts';
import { asCompanionSummary, makeBlankGuest, makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { initTestI18n } from '../../test/render.tsx';
import { NotificationPage } from './notification-page.tsx';
import { WithQueryClient } from '../../test/with-query-client.tsx';

const RESERVATION = '68d0c852-1a8e-467c-b170-51ea2857bfd2';
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const guest = (n: number, overrides: Partial<TGuest>): TGuest => ({
  ...makeBlankGuest(ID(n)),
  lastName: 'Souza',
  ...overrides,
});
const mobile = { countryCode: '55', areaCode: '48', number: '991237654' };
const GUESTS = [
  guest(1, { name: 'Ana', masterGuest: true, email: 'ana@example.com' }),
  guest(2, { name: 'Bruno', email: 'bruno@example.com', mobilePhone: mobile }),
  guest(3, { name: 'Carla' }),
  guest(4, { name: 'Diego', email: 'diego@example.com' }),
];
const client = {
  reservation: { id: RESERVATION },
  guest: GUESTS[0],
  // As the API answers the main guest: the adult companions as summaries, contacts masked.
  guests: GUESTS.slice(0, 1),
  companions: GUESTS.slice(1).map(asCompanionSummary),
  others: [],
  order: null,
} as unknown as TGetClientResponse;

type TAnswer = { status: number; body: unknown };
const json = ({ status, body }: TAnswer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(notify: () => TAnswer, addContact?: () => TAnswer) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'PUT' && url.endsWith('/companion-contact') && addContact) {
      return Promise.resolve(json(addContact()));
    }
    if (init?.method === 'POST' && url.startsWith('/api/notify/')) return Promise.resolve(json(notify()));
    return Promise.resolve(json({ status: 200, body: client }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderPage(path: string, options: { masterGuest?: boolean; isEnabled?: boolean } = {}) {
  await initTestI18n();
  if (!i18next.hasResourceBundle('en-US', 'notification')) {
    i18next.addResourceBundle('en-US', 'notification', notification);
  }
  guestStore.qualify({
    token: 'token',
    clientId: ID(1),
    reservationId: RESERVATION,
    masterGuest: options.masterGuest ?? true,
    isChild: false,
    expiresAt: '2099-01-01T00:00:00Z',
  });
  const company = makeCompany();
  const config = makeInitialConfig({
    company: { ...company, rules: { ...company.rules, notifyCompanionsEnabled: options.isEnabled ?? true } },
  });
  const router = createMemoryRouter(
    [
      { path: '/home/notification', element: <NotificationPage /> },
      { path: '/home', element: <p>Guest list</p> },
      { path: '/data-validation', element: <p>Verification step</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TenantContext.Provider value={{ initial: config, theme: DEFAULT_TENANT_THEME }}>
      <RouterProvider router={router} />
    </TenantContext.Provider>,
    { wrapper: WithQueryClient },
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  notifications.dismiss();
  window.sessionStorage.clear();
});

describe('the notify-companions screen', () => {
  it('lists incomplete companions with a contact, never the main guest, and names those without one', async () => {
    stubApi(() => ({ status: 202, body: { notified: [] } }));
    await renderPage('/home/notification');
    expect(await screen.findByRole('heading', { name: 'Notify companions', level: 1 })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Bruno Souza' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Diego Souza' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Ana/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Carla has no email address or mobile phone number on file/)).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'A companion without contact details', level: 2 }),
    ).toBeVisible();
    // Bruno has both channels; Diego only an e-mail.
    expect(screen.getByRole('group', { name: 'How to notify Bruno Souza' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Text message 99\*\*\*/ })).not.toBeChecked();
    expect(screen.getAllByRole('radio', { name: /Text message/ })).toHaveLength(1);
  });

  it('preselects the companion the card asked for and sends the chosen channel', async () => {
    const fetchMock = stubApi(() => ({
      status: 202,
      body: { notified: [{ id: ID(2), channel: 'sms', notifiedAt: '2026-11-22T10:00:00Z' }] },
    }));
    const user = await renderPage(`/home/notification?guest=${ID(2)}`);
    const bruno = await screen.findByRole('checkbox', { name: 'Bruno Souza' });
    expect(bruno).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Diego Souza' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Text message/ }));
    await user.click(screen.getByRole('button', { name: 'Send notification' }));

    expect(await screen.findByText('Guest list')).toBeVisible();
    expect(notifications.getSnapshot()).toMatchObject({
      severity: 'success',
      message: 'Notification sent to Bruno Souza.',
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(`/api/notify/${RESERVATION}`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      clients: [
        {
          id: ID(2),
          name: 'Bruno Souza',
          email: 'br***',
          mobile: '99***',
          channel: 'sms',
        },
      ],
      type: 'preCheckin',
    });
  });

  it('lets the main guest give a contactless companion an e-mail, then sends her link there (decision 63)', async () => {
    const fetchMock = stubApi(
      () => ({
        status: 202,
        body: { notified: [{ id: ID(3), channel: 'email', notifiedAt: '2026-11-22T10:00:00Z' }] },
      }),
      () => ({ status: 200, body: { id: ID(3), maskedEmail: 'ca***@ex***.org', maskedMobile: null } }),
    );
    const user = await renderPage('/home/notification');
    const send = await screen.findByRole('button', { name: 'Save and send the link to Carla' });
    // The contract's rule in the browser: nothing is sent while the address is wrong.
    await user.type(screen.getByRole('textbox', { name: 'Carla’s email' }), 'carla@@example');
    await user.click(send);
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: 'Carla’s email' }));
    await user.type(screen.getByRole('textbox', { name: 'Carla’s email' }), 'carla.lima@example.org');
    await user.click(send);
    expect(await screen.findByText('Guest list')).toBeVisible();
    expect(notifications.getSnapshot()).toMatchObject({ message: 'Notification sent to Carla Souza.' });
    const calls = fetchMock.mock.calls.filter(
      ([, init]) => init?.method === 'PUT' || init?.method === 'POST',
    );
    expect(calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))])).toEqual([
      [`/api/clients/${ID(3)}/companion-contact`, { email: 'carla.lima@example.org' }],
      [
        `/api/notify/${RESERVATION}`,
        { clients: [{ id: ID(3), name: 'Carla Souza', channel: 'email' }], type: 'preCheckin' },
      ],
    ]);
  });

  it('shows the API’s refusal of a phone on the phone fields and sends nothing', async () => {
    const fetchMock = stubApi(
      () => ({ status: 202, body: { notified: [] } }),
      () => ({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: { fields: [{ field: 'body.mobilePhone', message: 'validation.isOwnContact' }] },
        },
      }),
    );
    const user = await renderPage('/home/notification');
    await user.click(await screen.findByRole('radio', { name: 'Mobile phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Area code' }), '48');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '991234567');
    await user.click(screen.getByRole('button', { name: 'Save and send the link to Carla' }));
    expect(await screen.findByText('This is your own contact: enter your companion’s')).toBeVisible();
    // The message belongs to the phone's group and marks each of its inputs.
    expect(screen.getByRole('group', { name: 'Carla’s mobile phone' })).toHaveAccessibleDescription(
      'This is your own contact: enter your companion’s',
    );
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.queryByText('Guest list')).not.toBeInTheDocument();
  });

  it("shows the spec's send error and keeps the choice", async () => {
    stubApi(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } }));
    const user = await renderPage('/home/notification');
    await user.click(await screen.findByRole('button', { name: 'Send 2 notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't send the notification. Please try again.",
    );
    expect(screen.getByRole('checkbox', { name: 'Bruno Souza' })).toBeChecked();
  });

  it('asks to choose someone when nobody is selected', async () => {
    const fetchMock = stubApi(() => ({ status: 202, body: { notified: [] } }));
    const user = await renderPage('/home/notification');
    await user.click(await screen.findByRole('checkbox', { name: 'Bruno Souza' }));
    await user.click(screen.getByRole('checkbox', { name: 'Diego Souza' }));
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    // The steps' error summary names the group, the message sits under it, the focus on its first box.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('1 field needs your attention.');
    expect(summary).toHaveTextContent('Companions to notify: Choose at least one companion.');
    const companions = screen.getByRole('group', { name: 'Companions to notify' });
    expect(companions).toHaveAccessibleDescription('Choose at least one companion.');
    expect(screen.getByRole('checkbox', { name: 'Bruno Souza' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Diego Souza' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(companions).not.toHaveAccessibleDescription();
  });

  it('sends a companion back to the guest list', async () => {
    stubApi(() => ({ status: 202, body: { notified: [] } }));
    await renderPage('/home/notification', { masterGuest: false });
    expect(await screen.findByText('Guest list')).toBeVisible();
  });

  it('sends a hotel with notifications off back to the guest list', async () => {
    stubApi(() => ({ status: 202, body: { notified: [] } }));
    await renderPage('/home/notification', { isEnabled: false });
    await waitFor(() => expect(screen.getByText('Guest list')).toBeVisible());
  });
});
