import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { IDS, clientFor } from './guest-fixtures.ts';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  editedGuestStore.set(null);
  window.sessionStorage.clear();
});

const card = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;
const chips = (name: string) =>
  within(within(card(name)).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('guest cards by role', () => {
  it('main guest (desktop): every guest with chips; edit actions on itself and the minors only', async () => {
    setScreen('desktop');
    stubGuestApi({ getClient: () => ok(clientFor(IDS.main)) });
    const user = userEvent.setup();
    await renderGuestList(clientFor(IDS.main));

    const notice = await screen.findByRole('dialog', { name: 'There are minors on this reservation' });
    expect(notice).toHaveTextContent('Laura Costa, Pedro Costa');
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));

    expect(screen.getByRole('list', { name: '4 guests' })).toBeInTheDocument();
    expect(chips('Rafael Costa')).toEqual(['Main guest', 'Not filled in']);
    expect(chips('Juliana Costa')).toEqual(['Companion', 'Complete']);
    expect(chips('Laura Costa')).toEqual(['Companion', 'Minor', 'Not filled in']);
    expect(within(card('Rafael Costa')).getByText('rafael.costa@example.com')).toBeInTheDocument();
    expect(within(card('Laura Costa')).getByText('No email')).toBeInTheDocument();
    const edits = screen
      .getAllByRole('button', { name: /^Edit .+'s form$/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(edits).toEqual(["Edit Rafael Costa's form", "Edit Laura Costa's form", "Edit Pedro Costa's form"]);
  });

  it('companion (desktop): others as names only, and only its own edit action', async () => {
    setScreen('desktop');
    stubGuestApi({ getClient: () => ok(clientFor(IDS.spouse)) });
    await renderGuestList(clientFor(IDS.spouse));

    expect(await screen.findByRole('list', { name: '4 guests' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Juliana Costa (you)' })).toBeInTheDocument();
    expect(chips('Rafael')).toEqual(['Main guest', 'Not filled in']);
    expect(within(card('Rafael')).queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit .+'s form$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: "Edit Juliana Costa's form" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish guest list' })).not.toBeInTheDocument();
    expect(
      screen.getByText('The main guest finishes the guest list and sends it to the hotel.'),
    ).toBeInTheDocument();
  });

  it("main guest (phone): selecting a minor's card offers 'Fill in form', after the has-children alert", async () => {
    setScreen('mobile');
    stubGuestApi({ getClient: () => ok(clientFor(IDS.main)) });
    const user = userEvent.setup();
    const { router } = await renderGuestList(clientFor(IDS.main));
    await user.click(await screen.findByRole('button', { name: 'Got it' }));

    expect(screen.queryByRole('button', { name: 'Fill in form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Juliana/ })).not.toBeInTheDocument();
    const laura = screen.getByRole('button', { name: 'Laura Costa' });
    laura.focus();
    await user.keyboard('{Enter}');
    expect(laura).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    const fill = screen.getByRole('button', { name: 'Fill in form' });
    expect(fill).toHaveFocus();
    await user.keyboard(' ');

    const alert = await screen.findByRole('dialog', { name: 'Traveling with children or teenagers' });
    await user.click(within(alert).getByRole('button', { name: 'Ages 17 and 18' }));
    expect(within(alert).getByText(/written permission from both parents/)).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'I understand' }));

    expect(await screen.findByText('Personal info step')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reservation/personal-info');
    expect(editedGuestStore.get()).toEqual({
      guestId: IDS.teen,
      isChild: true,
      masterGuest: false,
      isCompleted: false,
      actionType: 'edit',
    });
  });
});
