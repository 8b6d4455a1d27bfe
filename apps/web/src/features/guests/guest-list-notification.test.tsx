import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestStore } from '../../lib/guest-session.ts';
import { GuestListPage } from './guest-list-page.tsx';
import { fullName, type TGuestCard } from './guest-cards.ts';
import type { TNotificationSlots } from './guest-list-slots.ts';
import { FAMILY, IDS, clientFor } from './guest-fixtures.ts';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  window.sessionStorage.clear();
});

// Juliana is an incomplete companion with an e-mail, notified earlier; Laura a minor without contact.
const GUESTS = FAMILY.map((guest) =>
  guest.id === IDS.spouse
    ? {
        ...guest,
        isCompleted: false,
        fnrhId: null,
        notifiedAt: '2026-11-22T10:00:00Z',
        notifiedChannel: 'email' as const,
      }
    : guest,
);

function slots(onSend: (card: TGuestCard) => void): TNotificationSlots {
  return {
    renderCardAction: (card) => (
      <button type="button" onClick={() => onSend(card)}>
        {`Send to ${fullName(card)}`}
      </button>
    ),
    renderEntry: () => <a href="/home/notification">Notify companions</a>,
  };
}

describe('notifications on the guest list', () => {
  it("shows the 'waiting' chip of a notified companion, the card's send icon and the main guest's entry", async () => {
    setScreen('desktop');
    stubGuestApi({ getClient: () => ok(clientFor(IDS.main, GUESTS)) });
    const sent: string[] = [];
    await renderGuestList(
      clientFor(IDS.main, GUESTS),
      <GuestListPage notification={slots((card) => sent.push(card.id))} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    const juliana = screen.getByRole('list', { name: 'About Juliana Costa' });
    expect(within(juliana).getByText('Link sent')).toBeVisible();
    // Only the notifiable companion gets the icon: not the main guest, nor minors without a contact.
    expect(screen.getAllByRole('button', { name: /^Send to/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send to Juliana Costa' }));
    expect(sent).toEqual([IDS.spouse]);
    expect(screen.getByRole('link', { name: 'Notify companions' })).toBeVisible();
  }, 20_000);

  it('draws nothing of it for a companion', async () => {
    setScreen('desktop');
    stubGuestApi({ getClient: () => ok(clientFor(IDS.spouse, GUESTS)) });
    await renderGuestList(clientFor(IDS.spouse, GUESTS), <GuestListPage notification={slots(() => {})} />);
    expect(await screen.findByRole('heading', { name: /Juliana Costa/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Send to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notify companions' })).not.toBeInTheDocument();
  });
});
