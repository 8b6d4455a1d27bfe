import { describe, expect, it } from 'vitest';
import { clientFor, FAMILY, IDS } from '../../features/guests/guest-fixtures.ts';
import type { TEditedGuest } from '../../lib/edited-guest.ts';
import { isClosedForm } from './use-leave-closed-form.ts';

const TODAY = '2026-11-22';
const READ_ONLY = { changesAfterFinishDaysBeforeCheckin: null };
const main = FAMILY[0];
if (!main) throw new Error('no main guest in the fixtures');

const record = (input: { isCompleted: boolean; finishedAt?: string }) => {
  const client = clientFor(IDS.main, [{ ...main, isCompleted: input.isCompleted }, ...FAMILY.slice(1)]);
  return {
    ...client,
    reservation: { ...client.reservation, guestListFinishedAt: input.finishedAt ?? null },
  };
};
const askedToEdit: TEditedGuest = {
  guestId: IDS.main,
  isChild: false,
  masterGuest: true,
  isCompleted: true,
  actionType: 'edit',
};

describe('a form step the guest flow does not show (decision 53)', () => {
  it('shows an incomplete form, whether the list opened it or the guest came by the PIN link', () => {
    const client = record({ isCompleted: false });
    expect(isClosedForm({ client, rules: READ_ONLY, today: TODAY, edited: null })).toBe(false);
  });

  it('does not show a completed form reached without the "already filled" question (Back)', () => {
    const client = record({ isCompleted: true });
    expect(isClosedForm({ client, rules: READ_ONLY, today: TODAY, edited: null })).toBe(true);
    const otherGuest = { ...askedToEdit, guestId: IDS.teen };
    expect(isClosedForm({ client, rules: READ_ONLY, today: TODAY, edited: otherGuest })).toBe(true);
  });

  it('shows a completed form the guest chose to edit after the question, while the list is open', () => {
    const client = record({ isCompleted: true });
    expect(isClosedForm({ client, rules: READ_ONLY, today: TODAY, edited: askedToEdit })).toBe(false);
  });

  it('shows no form of a finished list, even after the question, unless the hotel still takes changes', () => {
    const client = record({ isCompleted: true, finishedAt: '2026-11-21T10:00:00Z' });
    expect(isClosedForm({ client, rules: READ_ONLY, today: TODAY, edited: askedToEdit })).toBe(true);
    // Check-in on 28/11: two days before is 26/11, still ahead of today.
    const twoDays = { changesAfterFinishDaysBeforeCheckin: 2 };
    expect(isClosedForm({ client, rules: twoDays, today: TODAY, edited: askedToEdit })).toBe(false);
    expect(isClosedForm({ client, rules: twoDays, today: '2026-11-27', edited: askedToEdit })).toBe(true);
  });
});
