import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { DEFAULT_TENANT_THEME } from '../../lib/tenant/theme/parse-theme.ts';
import { makeInitialConfig } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { ContactChoicePage, PersonContactChoicePage } from './contact-choice-page.tsx';
import { PersonPinPage, PinPage } from './pin-page.tsx';
import { pinStateStore } from './pin-state.ts';
import { stubFetchAnswering } from '../../test/stub-fetch.ts';

const GUEST = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const FOUND: TFoundReservation = {
  id: '68d0c852-1a8e-467c-b170-51ea2857bfd2',
  reservationNumber: '1001',
  resStatus: 1,
  checkinDate: '2026-11-26',
  checkoutDate: '2026-11-29',
  adultsNumber: 3,
  childrenNumber: 0,
  guestId: GUEST,
  guestFirstName: 'Carla',
};
const tenant = { initial: makeInitialConfig(), theme: DEFAULT_TENANT_THEME };

const CONTACTS = { contactInfoList: [{ id: 'email', channel: 'email', value: 'ca***@ex***.org' }] };

beforeEach(() => reservationSelection.select(FOUND));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the person-level verification of a direct link (decision 62)', () => {
  it('greets the person of the link by name and offers a way out for someone else', async () => {
    stubFetchAnswering(200, CONTACTS);
    await renderScreen(<PersonContactChoicePage />, tenant);
    expect(
      await screen.findByRole('heading', { name: "Hello, Carla: confirm it's you", level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(/invited to fill in your own registration form/)).toBeVisible();
    expect(await screen.findByRole('radio', { name: /ca\*\*\*@ex\*\*\*\.org/ })).toBeChecked();
    expect(screen.getByRole('link', { name: "I'm not Carla: find my reservation" })).toHaveAttribute(
      'href',
      '/welcome/find-your-reservation',
    );
  });

  it('keeps the search’s own wording on data-validation', async () => {
    stubFetchAnswering(200, CONTACTS);
    await renderScreen(<ContactChoicePage />, tenant);
    expect(await screen.findByRole('heading', { name: "Confirm it's you", level: 1 })).toBeVisible();
  });

  it('tells a person with no contact that the main guest can give one', async () => {
    stubFetchAnswering(404, { code: 'CONTACTS_NOT_FOUND', message: 'No contacts.' });
    await renderScreen(<PersonContactChoicePage />, tenant);
    expect(await screen.findByText(/Ask the main guest on the reservation to add your email/)).toBeVisible();
  });

  it('sends the person’s PIN screen back to the person’s own contact choice', async () => {
    stubFetchAnswering(200, {});
    pinStateStore.save({
      guestId: GUEST,
      contactId: 'email',
      channel: 'email',
      maskedValue: 'ca***@ex***.org',
      pinLength: 5,
      resendAt: Date.now() + 90_000,
    });
    await renderScreen(<PersonPinPage />, tenant);
    const back = await screen.findByRole('link', { name: 'Use another contact' });
    expect(back).toHaveAttribute('href', '/person-data-validation');
  });

  it('keeps the reservation’s PIN screen pointing at data-validation', async () => {
    stubFetchAnswering(200, {});
    pinStateStore.save({
      guestId: GUEST,
      contactId: 'email',
      channel: 'email',
      maskedValue: 'ca***@ex***.org',
      pinLength: 5,
      resendAt: Date.now() + 90_000,
    });
    await renderScreen(<PinPage />, tenant);
    expect(await screen.findByRole('link', { name: 'Use another contact' })).toHaveAttribute(
      'href',
      '/data-validation',
    );
  });
});
