import { describe, expect, it } from 'vitest';
import { changesAllowedUntil, isGuestListReadOnly } from './guest-list-changes.ts';

const reservation = { guestListFinishedAt: '2026-03-01T12:00:00.000Z', checkinDate: '2026-03-19' };
const readOnly = (
  days: number | null,
  today: string,
  finishedAt: string | null = reservation.guestListFinishedAt,
) =>
  isGuestListReadOnly({
    reservation: { ...reservation, guestListFinishedAt: finishedAt },
    rules: { changesAfterFinishDaysBeforeCheckin: days },
    today,
  });

describe('changes to a finished guest list (decision 52)', () => {
  it('never locks a list that is not finished', () => {
    expect(readOnly(null, '2026-03-10', null)).toBe(false);
  });

  it('locks a finished list when the hotel allows no change after finishing', () => {
    expect(readOnly(null, '2026-03-01')).toBe(true);
    expect(
      changesAllowedUntil({ reservation, rules: { changesAfterFinishDaysBeforeCheckin: null } }),
    ).toBeNull();
  });

  it('takes changes until the day that many days before check-in, inclusive', () => {
    expect(changesAllowedUntil({ reservation, rules: { changesAfterFinishDaysBeforeCheckin: 2 } })).toBe(
      '2026-03-17',
    );
    expect(readOnly(2, '2026-03-17')).toBe(false);
    expect(readOnly(2, '2026-03-18')).toBe(true);
    expect(readOnly(0, '2026-03-19')).toBe(false);
    expect(readOnly(0, '2026-03-20')).toBe(true);
  });

  it('counts days across a month end', () => {
    const early = { ...reservation, checkinDate: '2026-03-02' };
    expect(
      changesAllowedUntil({ reservation: early, rules: { changesAfterFinishDaysBeforeCheckin: 3 } }),
    ).toBe('2026-02-27');
  });
});
