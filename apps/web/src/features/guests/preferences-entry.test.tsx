import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { GuestListPage } from './guest-list-page.tsx';
import { IDS, clientFor, makeGuest } from './guest-fixtures.ts';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  editedGuestStore.set(null);
  window.sessionStorage.clear();
});

const ASKING = makeInitialConfig({
  company: makeCompany({
    stepsConfig: [{ id: 'preferencia-de-acomodacao', enabled: true }],
    parameters: {
      ...makeCompany().parameters,
      accommodation: { bedTypes: [], views: [], checkinTimes: ['14:00'], askFloor: true, askElevator: false },
    },
  }),
});

async function openList(
  main = makeGuest({ id: IDS.main, name: 'Rafael', masterGuest: true, isCompleted: true }),
  initial = ASKING,
) {
  setScreen('mobile');
  const client = clientFor(IDS.main, [main]);
  stubGuestApi({ getClient: () => ok(client) });
  await renderGuestList(client, <GuestListPage />, initial);
  return userEvent.setup();
}

describe('the room preferences under the list', () => {
  it('reopens skipped preferences for the main guest whose form is finished', async () => {
    const user = await openList();
    expect(await screen.findByRole('heading', { name: 'Room preferences' })).toBeVisible();
    expect(screen.getByText("You haven't told the hotel your room preferences yet.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose preferences' }));
    expect(await screen.findByText('Accommodation step')).toBeVisible();
    expect(editedGuestStore.get()).toMatchObject({
      guestId: IDS.main,
      masterGuest: true,
      actionType: 'edit',
    });
  });

  it('says saved preferences can be changed', async () => {
    await openList(
      makeGuest({
        id: IDS.main,
        name: 'Rafael',
        masterGuest: true,
        isCompleted: true,
        accommodationPreferences: {
          bedType: null,
          view: null,
          checkinTime: '14:00',
          floor: 'higher',
          elevator: null,
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Change preferences' })).toBeVisible();
  });

  it('is not offered before the form is finished, nor by a hotel that does not ask', async () => {
    await openList(makeGuest({ id: IDS.main, name: 'Rafael', masterGuest: true }));
    await screen.findByText('Rafael Costa');
    expect(screen.queryByRole('heading', { name: 'Room preferences' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    await openList(undefined, makeInitialConfig());
    await screen.findAllByText('Rafael Costa');
    expect(screen.queryByRole('heading', { name: 'Room preferences' })).not.toBeInTheDocument();
  });
});
