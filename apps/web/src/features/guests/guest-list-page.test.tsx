import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../components/notifications/notification-store.ts';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { GuestListPage } from './guest-list-page.tsx';
import { FAMILY, IDS, clientFor, makeGuest } from './guest-fixtures.ts';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  editedGuestStore.set(null);
  notifications.dismiss();
  window.sessionStorage.clear();
});

const allDone = FAMILY.map((guest) => ({ ...guest, isCompleted: true }));
const finishButton = () => screen.getByRole('button', { name: 'Finish guest list' });

async function openAsMainGuest(guests = FAMILY, finish?: () => { status: number; body: unknown }) {
  setScreen('desktop');
  const fetchMock = stubGuestApi({ getClient: () => ok(clientFor(IDS.main, guests)), finish });
  const user = userEvent.setup();
  const view = await renderGuestList(clientFor(IDS.main, guests));
  await user.click(await screen.findByRole('button', { name: 'Got it' }));
  return { user, fetchMock, ...view };
}

describe('finishing the guest list', () => {
  it('keeps the finish button disabled, and says why, until every guest is complete', async () => {
    await openAsMainGuest();
    expect(finishButton()).toBeDisabled();
    expect(finishButton()).toHaveAccessibleDescription(
      'You can finish the guest list once every form is complete (2 of 4 so far).',
    );
  });

  it('asks to be careful, finishes, notifies and shows the finished state', async () => {
    const { user, fetchMock } = await openAsMainGuest(allDone, () =>
      ok({ reservationId: IDS.reservation, finishedAt: '2026-11-22T12:00:00.000Z', guestCount: 4 }),
    );
    expect(finishButton()).toBeEnabled();
    await user.click(finishButton());
    const confirm = await screen.findByRole('dialog', { name: 'Finish the guest list?' });
    expect(confirm).toHaveAccessibleDescription(/The forms of all 4 guests will be sent/);
    await user.click(within(confirm).getByRole('button', { name: 'Finish and send' }));

    expect(await screen.findByText('Guest list sent to the hotel on 22/11/2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish guest list' })).not.toBeInTheDocument();
    expect(notifications.getSnapshot()).toMatchObject({
      severity: 'success',
      message: 'The guest list has been finished and sent to the hotel.',
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(`/api/appointments/${IDS.reservation}/finish`);
  });

  it('shows the missing-guest-data modal when the API finds guests without data, and reloads the list', async () => {
    const { user, fetchMock } = await openAsMainGuest(allDone, () => ({
      status: 409,
      body: { code: 'GUEST_DATA_MISSING', message: 'missing', details: { guestIds: [IDS.teen] } },
    }));
    await user.click(finishButton());
    await user.click(screen.getByRole('button', { name: 'Finish and send' }));

    const modal = await screen.findByRole('dialog', { name: 'Some guests have no data yet' });
    expect(modal).toHaveTextContent('These guests have no data yet: Laura Costa.');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET')).toHaveLength(
        2,
      ),
    );
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads a list finished earlier from the reservation', async () => {
    setScreen('desktop');
    const client = clientFor(IDS.spouse);
    const finished = {
      ...client,
      reservation: { ...client.reservation, guestListFinishedAt: '2026-11-20T09:00:00Z' },
    };
    stubGuestApi({ getClient: () => ok(finished) });
    await renderGuestList(client);
    expect(await screen.findByText('Guest list sent to the hotel on 20/11/2026.')).toBeInTheDocument();
  });

  const finishedFamily = () => {
    const client = clientFor(IDS.main, allDone);
    return { ...client, reservation: { ...client.reservation, guestListFinishedAt: '2026-11-20T09:00:00Z' } };
  };

  it('makes a finished list read-only: no card opens a form, and the hotel is who corrects it', async () => {
    setScreen('desktop');
    stubGuestApi({ getClient: () => ok(finishedFamily()) });
    await renderGuestList(finishedFamily());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Got it' }));
    expect(
      await screen.findByText(
        'The forms can no longer be changed here. To correct something, please contact the hotel.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit .+'s form$/ })).not.toBeInTheDocument();
  });

  it('says until when a hotel that takes changes after finishing still takes them, and opens the forms', async () => {
    setScreen('desktop');
    const company = makeCompany();
    const initial = makeInitialConfig({
      company: { ...company, rules: { ...company.rules, changesAfterFinishDaysBeforeCheckin: 2 } },
    });
    stubGuestApi({ getClient: () => ok(finishedFamily()) });
    // Check-in on 28/11, today 22/11 in the fixtures: changes until 26/11.
    await renderGuestList(finishedFamily(), <GuestListPage />, initial);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Got it' }));
    expect(await screen.findByText('You can still change the forms until 26/11/2026.')).toBeInTheDocument();
    // The main guest's own card and the two minors'; the adult companion's form is hers.
    expect(screen.getAllByRole('button', { name: /^Edit .+'s form$/ })).toHaveLength(3);
  });
});

describe('opening a completed guest', () => {
  it('asks whether to edit the saved data or create it again', async () => {
    const guests = [
      makeGuest({ ...FAMILY[0], id: IDS.main, name: 'Rafael', isCompleted: true }),
      ...FAMILY.slice(1),
    ];
    const { user, router } = await openAsMainGuest(guests);
    await user.click(screen.getByRole('button', { name: "Edit Rafael Costa's form" }));

    const alert = await screen.findByRole('dialog', { name: 'This form is already filled in' });
    expect(alert).toHaveAccessibleDescription(/Rafael Costa's data is saved/);
    await user.click(within(alert).getByRole('button', { name: 'Start over' }));
    expect(router.state.location.pathname).toBe('/reservation/personal-info');
    expect(editedGuestStore.get()).toMatchObject({
      guestId: IDS.main,
      isCompleted: true,
      actionType: 'create',
    });
  });

  it('shows the has-children alert once per reservation, then the edit alert for a completed minor', async () => {
    const { user } = await openAsMainGuest();
    await user.click(screen.getByRole('button', { name: "Edit Pedro Costa's form" }));
    await user.click(await screen.findByRole('button', { name: 'I understand' }));
    const alert = await screen.findByRole('dialog', { name: 'This form is already filled in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: "Edit Pedro Costa's form" }));
    expect(screen.queryByRole('dialog', { name: /children/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit saved data' }));
    expect(editedGuestStore.get()).toMatchObject({ guestId: IDS.child, isChild: true, actionType: 'edit' });
  });
});

describe('loading', () => {
  it('shows a translated error with a retry, then the list', async () => {
    setScreen('mobile');
    let calls = 0;
    stubGuestApi({
      getClient: () =>
        ++calls === 1
          ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }
          : ok(clientFor(IDS.spouse)),
    });
    const user = userEvent.setup();
    await renderGuestList(clientFor(IDS.spouse));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the guests…');
    expect(await screen.findByText("We couldn't load the guest list.")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: '4 guests' })).toBeInTheDocument();
  });

  it('sends a guest whose token stopped working back to verification', async () => {
    stubGuestApi({ getClient: () => ({ status: 401, body: { code: 'TOKEN_INVALID', message: 'no' } }) });
    const { router } = await renderGuestList(clientFor(IDS.main));
    expect(await screen.findByText('Verification step')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/data-validation');
    expect(guestStore.get()).toMatchObject({ clientId: IDS.main, qualified: false });
  });
});
