import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { returnAfterVerification } from '../../lib/return-after-verification.ts';
import { initTestI18n } from '../../test/render.tsx';
import { DirectEntryPage } from './direct-entry-page.tsx';
import { WithQueryClient } from '../../test/with-query-client.tsx';
import { stubFetchAnswering } from '../../test/stub-fetch.ts';

const RESERVATION = '68d0c852-1a8e-467c-b170-51ea2857bfd2';
const GUEST = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const FOUND: TFoundReservation = {
  id: RESERVATION,
  reservationNumber: '1001',
  resStatus: 1,
  checkinDate: '2026-11-26',
  checkoutDate: '2026-11-29',
  adultsNumber: 3,
  childrenNumber: 0,
  guestId: GUEST,
  guestFirstName: 'Bruno',
};

async function openLink() {
  await initTestI18n();
  const router = createMemoryRouter(
    [
      { path: '/:reservationId/:guestId', element: <DirectEntryPage /> },
      { path: '/person-data-validation', element: <p>Contact choice</p> },
      { path: '/welcome/find-your-reservation', element: <p>Search</p> },
    ],
    { initialEntries: [`/${RESERVATION}/${GUEST}`] },
  );
  render(<RouterProvider router={router} />, { wrapper: WithQueryClient });
}

afterEach(() => {
  vi.unstubAllGlobals();
  editedGuestStore.set(null);
  window.sessionStorage.clear();
});

describe('the direct entry of a notification link', () => {
  it('chooses the reservation for that guest and opens their own person verification (decision 62), then their own form', async () => {
    editedGuestStore.set({
      guestId: RESERVATION,
      isChild: true,
      masterGuest: false,
      isCompleted: false,
      actionType: 'edit',
    });
    const fetchMock = stubFetchAnswering(200, FOUND);
    await openLink();
    expect(await screen.findByText('Contact choice')).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/direct-entry/${RESERVATION}/${GUEST}`);
    expect(reservationSelection.selected()).toEqual(FOUND);
    expect(editedGuestStore.get()).toBeNull();
    expect(returnAfterVerification.take()).toBe('/reservation/personal-info');
  });

  it('goes to the search when the link leads nowhere', async () => {
    stubFetchAnswering(404, { code: 'RESERVATION_NOT_FOUND', message: 'Reservation not found.' });
    await openLink();
    expect(await screen.findByText('Search')).toBeVisible();
    expect(reservationSelection.selected()).toBeNull();
  });
});
