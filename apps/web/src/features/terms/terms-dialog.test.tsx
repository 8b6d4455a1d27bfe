import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../components/notifications/notification-store.ts';
import { guestStore } from '../../lib/guest-session.ts';
import termsEn from '../../locales/en-US/terms.json';
import termsPt from '../../locales/pt-BR/terms.json';
import { initTestI18n } from '../../test/render.tsx';
import { TermsLinks } from './terms-links.tsx';
import { WithQueryClient } from '../../test/with-query-client.tsx';

const GUEST_ID = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const RESERVATION_ID = '68d0c852-1a8e-467c-b170-51ea2857bfd2';
const TERMS_ID = '6d0a4f3e-3d51-4a39-9f59-2a3f1f1b9c11';

type TReply = { status: number; body: unknown };
const json = ({ status, body }: TReply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function termsReply(url: URL): TReply {
  const language = url.searchParams.get('language') ?? 'en-US';
  const title = language === 'pt-BR' ? 'Termos de uso' : 'Terms of use';
  return {
    status: 200,
    body: {
      id: TERMS_ID,
      type: 1,
      language,
      version: '2021-05-04',
      updatedAt: '2021-05-04',
      title,
      content: `<h2>${title}</h2><p onclick="steal()">Text in ${language}</p><script>window.hacked = true</script>`,
    },
  };
}

function stubApi(send: () => TReply = () => ({ status: 202, body: { isQueued: true } })) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/terms') return Promise.resolve(json(termsReply(url)));
    if (url.pathname === '/api/terms/sendToGuest') return Promise.resolve(json(send()));
    if (url.pathname === `/api/clients/${GUEST_ID}` && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(
        json({ status: 200, body: { guest: { name: 'Ana', email: 'ana.souza@example.com' } } }),
      );
    }
    return Promise.resolve(json({ status: 404, body: { code: 'NOT_FOUND', message: url.pathname } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn() {
  guestStore.qualify({
    token: 'token-of-ana-xxxxxxxxxxxxxxxx',
    clientId: GUEST_ID,
    reservationId: RESERVATION_ID,
    masterGuest: true,
    isChild: false,
    expiresAt: '2099-01-01T00:00:00Z',
  });
}

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'terms', termsEn);
  i18next.addResourceBundle('pt-BR', 'terms', termsPt);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  guestStore.reset();
  notifications.dismiss();
  window.sessionStorage.clear();
  window.localStorage.clear();
  await i18next.changeLanguage('en-US');
});

async function openTermsOfUse() {
  const user = userEvent.setup();
  render(<TermsLinks variant="footer" />, { wrapper: WithQueryClient });
  const footer = screen.getByRole('navigation', { name: 'Legal information' });
  await user.click(within(footer).getByRole('button', { name: 'Terms of use' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
  return { user, dialog };
}

describe('TermsDialog', () => {
  it('shows the hotel text as safe HTML, without the repeated title, scripts or handlers', async () => {
    stubApi();
    const { dialog } = await openTermsOfUse();
    const text = await within(dialog).findByRole('region', { name: 'Text of the Terms of use' });
    expect(text).toHaveTextContent('Text in en-US');
    expect(text.innerHTML).toBe('<p>Text in en-US</p>');
    expect(dialog).toHaveTextContent('Last updated on 04/05/2021');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('loads the text again when the language changes', async () => {
    const fetchMock = stubApi();
    const { dialog } = await openTermsOfUse();
    await within(dialog).findByText('Text in en-US');
    await i18next.changeLanguage('pt-BR');
    const translated = await screen.findByRole('dialog', { name: 'Termos de uso' });
    expect(await within(translated).findByText('Text in pt-BR')).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/terms?'));
    expect(asked).toEqual(['/api/terms?type=1&language=en-US', '/api/terms?type=1&language=pt-BR']);
  });

  it('offers no e-mail to a visitor without a session', async () => {
    stubApi();
    const { dialog } = await openTermsOfUse();
    await within(dialog).findByText('Text in en-US');
    expect(within(dialog).queryByRole('button', { name: 'Send by email' })).toBeNull();
  });

  it('sends the text to the guest’s saved e-mail and says so', async () => {
    signIn();
    const fetchMock = stubApi();
    const { user, dialog } = await openTermsOfUse();
    expect(
      await within(dialog).findByText("Want a copy? We'll send this text to ana.souza@example.com."),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send by email' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'success',
        message: 'We sent “Terms of use” to ana.souza@example.com.',
      }),
    );
    const post = fetchMock.mock.calls.find(([input]) => String(input) === '/api/terms/sendToGuest');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      termId: TERMS_ID,
      name: 'Ana',
      email: 'ana.souza@example.com',
    });
  });

  it('says the terms could not be sent when the call fails', async () => {
    signIn();
    stubApi(() => ({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } }));
    const { user, dialog } = await openTermsOfUse();
    await user.click(await within(dialog).findByRole('button', { name: 'Send by email' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'error',
        message: "We couldn't email you the terms. Please try again.",
      }),
    );
    expect(dialog).toBeVisible();
  });

  it('closes with its button and gives the focus back', async () => {
    stubApi();
    const { user, dialog } = await openTermsOfUse();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Terms of use' })).toHaveFocus();
  });
});
