import { describe, expect, it } from 'vitest';
import { FAMILY, IDS, clientFor } from './guest-fixtures.ts';
import {
  canEditGuest,
  finishedAtOf,
  fullName,
  isEveryGuestComplete,
  isNotifiable,
  needsContact,
  toGuestCards,
} from './guest-cards.ts';
import { missingGuestIds } from './use-finish-guest-list.ts';

describe('guest cards', () => {
  it('gives the main guest every guest, main first, and lets it edit itself and the minors', () => {
    const cards = toGuestCards(clientFor(IDS.main));
    expect(cards.map(fullName)).toEqual(['Rafael Costa', 'Juliana Costa', 'Laura Costa', 'Pedro Costa']);
    expect(cards.every((card) => card.showsContact)).toBe(true);
    // The adult companion comes as a summary: its contact masked (decision 54).
    expect(cards.find((card) => card.id === IDS.spouse)).toMatchObject({ email: 'ju***', hasContact: true });
    expect(cards.filter((card) => card.canEdit).map((card) => card.name)).toEqual([
      'Rafael',
      'Laura',
      'Pedro',
    ]);
    expect(cards.find((card) => card.isSelf)?.id).toBe(IDS.main);
  });

  it('gives a companion itself in full and the others as names, and lets it edit only itself', () => {
    const cards = toGuestCards(clientFor(IDS.spouse));
    expect(cards.map(fullName)).toEqual(['Rafael', 'Juliana Costa', 'Laura', 'Pedro']);
    expect(cards.filter((card) => card.canEdit).map((card) => card.id)).toEqual([IDS.spouse]);
    expect(cards.find((card) => card.id === IDS.main)).toMatchObject({ showsContact: false, email: null });
  });

  it('marks an incomplete adult companion with no contact as needing one, for the main guest only (decision 63)', () => {
    const base = toGuestCards(clientFor(IDS.main)).find((card) => card.id === IDS.spouse);
    if (!base) throw new Error('no spouse card');
    const contactless = { ...base, isCompleted: false, hasContact: false };
    expect(needsContact(contactless)).toBe(true);
    expect(isNotifiable(contactless)).toBe(false);
    expect(needsContact({ ...contactless, hasContact: true })).toBe(false);
    expect(needsContact({ ...contactless, isCompleted: true })).toBe(false);
    expect(needsContact({ ...contactless, isChild: true })).toBe(false);
    // A companion's own list shows others without contacts: nothing to give there.
    expect(toGuestCards(clientFor(IDS.spouse)).some(needsContact)).toBe(false);
  });

  it('lets nobody but the main guest act for a minor', () => {
    expect(canEditGuest({ guestId: IDS.spouse, masterGuest: false }, { id: IDS.teen, isChild: true })).toBe(
      false,
    );
    expect(canEditGuest({ guestId: IDS.main, masterGuest: true }, { id: IDS.spouse, isChild: false })).toBe(
      false,
    );
    expect(canEditGuest({ guestId: IDS.main, masterGuest: true }, { id: IDS.teen, isChild: true })).toBe(
      true,
    );
  });

  it('is complete only when every guest has data', () => {
    expect(isEveryGuestComplete(toGuestCards(clientFor(IDS.main)))).toBe(false);
    const done = FAMILY.map((guest) => ({ ...guest, isCompleted: true }));
    expect(isEveryGuestComplete(toGuestCards(clientFor(IDS.main, done)))).toBe(true);
    expect(isEveryGuestComplete([])).toBe(false);
  });

  it('reads the finish date and the missing guests defensively', () => {
    expect(finishedAtOf({ id: 'x' })).toBeNull();
    expect(finishedAtOf({ guestListFinishedAt: 12 })).toBeNull();
    expect(finishedAtOf({ guestListFinishedAt: '2026-11-22T10:00:00Z' })).toBe('2026-11-22T10:00:00Z');
    expect(missingGuestIds({ guestIds: [IDS.teen, 3, null] })).toEqual([IDS.teen]);
    expect(missingGuestIds(undefined)).toEqual([]);
    expect(missingGuestIds({ guestIds: 'x' })).toEqual([]);
  });
});
