import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TArrivalGuestDetail } from '@hospedar/contracts/console/arrivals';
import en from '../../locales/en-US/console.json';
import { ResendLinkPanel } from './resend-link-panel.tsx';

const GUEST_ID = '0d7f7a3e-55b1-4c1e-9d1a-6b7d1f3a2c10';
const detail = (contacts: TArrivalGuestDetail['contacts']): TArrivalGuestDetail => ({
  reservation: {
    id: '4b8f1c2d-0a1e-4f6b-9c3d-2e1f0a9b8c7d',
    reservationNumber: '1140',
    checkinDate: '2026-11-27',
    checkoutDate: '2026-11-29',
    roomName: null,
    resStatus: 1,
    adults: 2,
    children: 0,
    guarantee: 'none',
  },
  guest: {
    id: GUEST_ID,
    name: 'Jonas',
    lastName: 'Amaral',
    isMainGuest: false,
    isChild: false,
    state: 'not_started',
    fnrhId: null,
  },
  form: { sections: [], photos: [], signatureCaption: '' },
  hasSignature: false,
  hasPdf: false,
  contacts,
  notifiedAt: null,
});

function renderPanel(value: TArrivalGuestDetail) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ResendLinkPanel detail={value} />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the desk's resend of a guest's link (decision 213)", () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en-US',
      resources: { 'en-US': { console: en } },
      defaultNS: 'console',
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks which channel and to confirm, then posts it and says where the link went', async () => {
    const fetch = vi.fn(async () => answer(202, { channel: 'sms', to: '+55 (48) *****-1141', sentAt: 'x' }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderPanel(
      detail([
        { channel: 'email', masked: 'jo***@ex***.com' },
        { channel: 'sms', masked: '+55 (48) *****-1141' },
      ]),
    );
    expect(screen.getByRole('radio', { name: 'E-mail to jo***@ex***.com' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'SMS to +55 (48) *****-1141' }));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link?' });
    expect(dialog.textContent).toContain('Jonas Amaral will receive the pre-check-in link by SMS');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe('Link sent by SMS to +55 (48) *****-1141.');
    expect(fetch).toHaveBeenCalledWith(
      `/api/console/arrivals/guests/${GUEST_ID}/resend-link`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ channel: 'sms' }) }),
    );
  });

  it('tells the desk to wait when the link went out less than a minute ago', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(429, { code: 'STAFF_RESEND_TOO_SOON', message: 'x', details: { retryAfterSeconds: 42 } }),
      ),
    );
    const user = userEvent.setup();
    renderPanel(detail([{ channel: 'email', masked: 'jo***@ex***.com' }]));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Wait 42 seconds and try again/)).toBeTruthy();
  });

  it('says so when the guest has no contact, and offers no button', () => {
    renderPanel(detail([]));
    expect(screen.getByText(/has no e-mail or mobile phone saved/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull();
  });
});
