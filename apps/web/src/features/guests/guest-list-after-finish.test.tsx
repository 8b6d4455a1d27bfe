import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../components/notifications/notification-store.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { FAMILY, IDS, clientFor } from './guest-fixtures.ts';
import { GuestListPage } from './guest-list-page.tsx';
import type { TRenderAfterFinish } from './guest-list-slots.ts';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  notifications.dismiss();
  window.sessionStorage.clear();
});

const allDone = FAMILY.map((guest) => ({ ...guest, isCompleted: true }));

describe('the slot under a finished guest list', () => {
  it('is drawn for the main guest once the list is finished, saying it was finished just now', async () => {
    setScreen('desktop');
    stubGuestApi({
      getClient: () => ok(clientFor(IDS.main, allDone)),
      finish: () =>
        ok({ reservationId: IDS.reservation, finishedAt: '2026-11-22T12:00:00.000Z', guestCount: 4 }),
    });
    const renderAfterFinish = vi.fn<TRenderAfterFinish>(() => <p>After finish</p>);
    const user = userEvent.setup();
    await renderGuestList(
      clientFor(IDS.main, allDone),
      <GuestListPage renderAfterFinish={renderAfterFinish} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByText('After finish')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Finish guest list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finish the guest list?' });
    await user.click(within(confirm).getByRole('button', { name: 'Finish and send' }));

    expect(await screen.findByText('After finish')).toBeVisible();
    expect(renderAfterFinish).toHaveBeenLastCalledWith({
      guestId: IDS.main,
      reservationId: IDS.reservation,
      isJustFinished: true,
    });
  });

  it('is drawn for a companion who finished their own form, before the list is finished', async () => {
    setScreen('mobile');
    const renderAfterFinish = vi.fn<TRenderAfterFinish>(() => <p>After finish</p>);
    stubGuestApi({ getClient: () => ok(clientFor(IDS.spouse)) });
    await renderGuestList(clientFor(IDS.spouse), <GuestListPage renderAfterFinish={renderAfterFinish} />);
    expect(await screen.findByText('After finish')).toBeVisible();
    expect(renderAfterFinish).toHaveBeenLastCalledWith({
      guestId: IDS.spouse,
      reservationId: IDS.reservation,
      isJustFinished: false,
    });
  });

  it('is not drawn for a companion whose form is not finished', async () => {
    setScreen('mobile');
    const notDone = FAMILY.map((guest) => ({ ...guest, isCompleted: false }));
    const renderAfterFinish = vi.fn<TRenderAfterFinish>(() => <p>After finish</p>);
    stubGuestApi({ getClient: () => ok(clientFor(IDS.spouse, notDone)) });
    await renderGuestList(
      clientFor(IDS.spouse, notDone),
      <GuestListPage renderAfterFinish={renderAfterFinish} />,
    );
    await screen.findAllByText(/Juliana/);
    expect(screen.queryByText('After finish')).toBeNull();
  });
});
