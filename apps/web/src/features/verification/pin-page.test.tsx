import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { formatDateTime } from '../../lib/dates.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { DEFAULT_TENANT_THEME } from '../../lib/tenant/theme/parse-theme.ts';
import { PinCeilingNotice } from './pin-ceiling-notice.tsx';
import { PinPage } from './pin-page.tsx';
import { pinStateStore } from './pin-state.ts';
import { stubFetchAnswering } from '../../test/stub-fetch.ts';

const GUEST = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const FOUND: TFoundReservation = {
  id: '68d0c852-1a8e-467c-b170-51ea2857bfd2',
  reservationNumber: '1001',
  resStatus: 1,
  checkinDate: '2026-11-26',
  checkoutDate: '2026-11-29',
  adultsNumber: 2,
  childrenNumber: 0,
  guestId: GUEST,
  guestFirstName: 'Ana',
};
const NOW = new Date('2026-11-25T12:00:00Z');
const hotel = makeCompany().hotel;

async function typeCode() {
  await renderScreen(<PinPage />, { initial: makeInitialConfig(), theme: DEFAULT_TENANT_THEME });
  await userEvent.setup().keyboard('12345');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  reservationSelection.select(FOUND);
  pinStateStore.save({
    guestId: GUEST,
    contactId: 'email',
    channel: 'email',
    maskedValue: 'a***@example.com',
    pinLength: 5,
    resendAt: NOW.getTime() + 90_000,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the PIN screen past the daily ceilings', () => {
  it('after too many wrong codes, says sign-in by code is paused, until when, and how to reach the hotel', async () => {
    const fetchMock = stubFetchAnswering(429, {
      code: 'PIN_GUESS_LIMIT',
      message: 'Too many wrong codes.',
      details: { retryAfterSeconds: 3600 },
    });
    await typeCode();
    const until = formatDateTime(new Date(NOW.getTime() + 3_600_000));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'For your security, sign-in by code is paused after too many wrong codes in 24 hours. The hotel has been notified.',
    );
    expect(notice).toHaveTextContent(`You can try again after ${until}.`);
    expect(notice).toHaveTextContent(
      'You can also check in at the front desk when you arrive. Questions? Contact the hotel:',
    );
    // Paused: no box takes a code, no new code is offered, and a reload shows the same notice.
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(pinStateStore.load()?.pause).toEqual({
      code: 'PIN_GUESS_LIMIT',
      until: NOW.getTime() + 3_600_000,
    });
    expect(screen.getByRole('link', { name: hotel.phoneNumber })).toHaveAttribute(
      'href',
      'tel:+551155550000',
    );
    expect(screen.getByRole('link', { name: hotel.email })).toHaveAttribute('href', `mailto:${hotel.email}`);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `/api/clients/${GUEST}/pin/email/verify`,
      ),
    );
  });

  it('a reload during a pause shows the notice again, with the boxes off', async () => {
    const state = pinStateStore.load();
    if (!state) throw new Error('no PIN state');
    pinStateStore.save({ ...state, pause: { code: 'PIN_GUESS_LIMIT', until: NOW.getTime() + 600_000 } });
    const fetchMock = stubFetchAnswering(500, {});
    await renderScreen(<PinPage />, { initial: makeInitialConfig(), theme: DEFAULT_TENANT_THEME });
    const until = formatDateTime(new Date(NOW.getTime() + 600_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(`You can try again after ${until}.`);
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/pin/'))).toEqual(
      [],
    );
  });

  it('the fifth wrong code says the code was blocked and why, and takes no more typing', async () => {
    stubFetchAnswering(429, { code: 'PIN_LOCKED', message: 'Locked.' });
    await typeCode();
    expect(
      await screen.findByText(
        'Too many wrong attempts: this code has been blocked for your security. Request a new code.',
      ),
    ).toBeVisible();
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
  });

  it('past the codes an hour, says from when a new one may be asked', async () => {
    await renderScreen(<PinCeilingNotice code="PIN_HOURLY_LIMIT" retryAfterSeconds={651} />, {
      initial: makeInitialConfig(),
      theme: DEFAULT_TENANT_THEME,
    });
    const until = formatDateTime(new Date(NOW.getTime() + 651_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `You've requested several codes in the last hour. You can request a new one after ${until}.`,
    );
  });

  it('past the codes a day, says when a new one may be asked; without a time, says later', async () => {
    await renderScreen(
      <>
        <PinCeilingNotice code="PIN_DAILY_LIMIT" retryAfterSeconds={90} />
        <PinCeilingNotice code="PIN_GUESS_LIMIT" retryAfterSeconds={null} />
      </>,
      { initial: makeInitialConfig(), theme: DEFAULT_TENANT_THEME },
    );
    const until = formatDateTime(new Date(NOW.getTime() + 90_000));
    const [codes, guesses] = screen.getAllByRole('alert');
    expect(codes).toHaveTextContent(
      `You've requested the maximum number of codes allowed in 24 hours. You can request a new one after ${until}.`,
    );
    expect(guesses).toHaveTextContent('Please try again later.');
  });
});
