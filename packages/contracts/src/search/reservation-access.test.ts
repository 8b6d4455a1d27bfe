import { describe, expect, it } from 'vitest';
import { ReservationStatus } from '../constants.ts';
import {
  BLOCK_REASON_CODES,
  blockReasonOfCode,
  precheckinOpensOn,
  reservationBlockReason,
  type TBlockReason,
} from './reservation-access.ts';

const TODAY = '2026-03-10';
const stay = (
  checkinDate: string,
  checkoutDate: string,
  resStatus: number = ReservationStatus.CONFIRMED,
) => ({
  resStatus,
  checkinDate,
  checkoutDate,
});

describe('reservationBlockReason', () => {
  it.each<[string, ReturnType<typeof stay>, number | null, TBlockReason | null]>([
    ['an upcoming stay', stay('2026-03-13', '2026-03-16'), null, null],
    ['a stay arriving today', stay('2026-03-10', '2026-03-12'), null, null],
    ['a guest in house, whose check-in day passed', stay('2026-03-08', '2026-03-12', 2), null, null],
    [
      'a stay whose check-in day passed: go to reception',
      stay('2026-03-09', '2026-03-12'),
      null,
      'periodEnded',
    ],
    ['a stay leaving today, not in house', stay('2026-03-07', '2026-03-10'), null, 'periodEnded'],
    ['a stay that ended', stay('2026-03-04', '2026-03-08'), null, 'expired'],
    ['a guest in house whose stay ended', stay('2026-03-04', '2026-03-08', 2), null, 'expired'],
    ['a cancelled stay, whatever its dates', stay('2026-03-04', '2026-03-08', 6), null, 'cancelled'],
    ['a stay 10 days ahead when it opens 7 days before', stay('2026-03-20', '2026-03-22'), 7, 'notOpenYet'],
    ['the day it opens', stay('2026-03-17', '2026-03-19'), 7, null],
    ['a day before it opens', stay('2026-03-18', '2026-03-19'), 7, 'notOpenYet'],
    ['opening on the check-in day itself (0 days)', stay('2026-03-10', '2026-03-12'), 0, null],
    ['a status before the window', stay('2026-04-20', '2026-04-22', 4), 7, 'pending'],
  ])('%s', (_, reservation, days, expected) => {
    expect(reservationBlockReason(reservation, TODAY, { precheckinOpensDaysBefore: days })).toBe(expected);
  });

  it('ignores the opening day without the hotel’s rules', () => {
    expect(reservationBlockReason(stay('2026-05-20', '2026-05-22'), TODAY)).toBeNull();
  });
});

describe('precheckinOpensOn', () => {
  it('counts calendar days back from check-in, across months and years', () => {
    expect(precheckinOpensOn({ checkinDate: '2026-03-05' }, { precheckinOpensDaysBefore: 7 })).toBe(
      '2026-02-26',
    );
    expect(precheckinOpensOn({ checkinDate: '2027-01-02T00:00:00Z' }, { precheckinOpensDaysBefore: 3 })).toBe(
      '2026-12-30',
    );
    expect(precheckinOpensOn({ checkinDate: '2026-03-05' }, { precheckinOpensDaysBefore: null })).toBeNull();
  });
});

describe('block reason codes', () => {
  it('names one code per reason, and back', () => {
    for (const [reason, code] of Object.entries(BLOCK_REASON_CODES))
      expect(blockReasonOfCode(code)).toBe(reason);
    expect(blockReasonOfCode('PIN_LINK_USED')).toBeNull();
  });
});
