import { describe, expect, it } from 'vitest';
import { ReservationStatus } from '@hospedar/contracts/constants';
import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { blockReason, decideSearchOutcome, isExpired, isTimeOver } from './search-outcome.ts';

const TODAY = '2026-11-22';
let next = 0;
function found(overrides: Partial<TFoundReservation> = {}): TFoundReservation {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    reservationNumber: String(1000 + next),
    resStatus: ReservationStatus.CONFIRMED,
    checkinDate: '2026-11-25',
    checkoutDate: '2026-11-28',
    adultsNumber: 2,
    childrenNumber: 0,
    guestId: '11111111-1111-4111-8111-111111111111',
    guestFirstName: 'Ana',
    ...overrides,
  };
}

describe('search outcome (spec section 4)', () => {
  it.each([
    [ReservationStatus.CHECKOUT, 'checkout'],
    [ReservationStatus.NO_SHOW, 'noShow'],
    [ReservationStatus.PENDING, 'pending'],
    [ReservationStatus.CANCELLED, 'cancelled'],
  ] as const)('excludes status %i as %s', (resStatus, reason) => {
    const reservation = found({ resStatus });
    expect(blockReason(reservation, TODAY)).toBe(reason);
    expect(decideSearchOutcome([reservation], TODAY)).toEqual({ kind: 'none', reasons: [reason] });
  });

  it.each([
    ReservationStatus.TO_CONFIRM,
    ReservationStatus.CONFIRMED,
    ReservationStatus.CHECKIN,
    ReservationStatus.WAITING_LIST,
  ])('keeps status %i', (resStatus) => {
    expect(blockReason(found({ resStatus }), TODAY)).toBeNull();
  });

  it("expires when the checkout date is before the hotel's today, not on the day itself", () => {
    expect(isExpired({ checkoutDate: '2026-11-21' }, TODAY)).toBe(true);
    expect(isExpired({ checkoutDate: '2026-11-22' }, TODAY)).toBe(false);
    expect(isExpired({ checkoutDate: '2026-11-21T00:00:00.000Z' }, TODAY)).toBe(true);
    expect(decideSearchOutcome([found({ checkoutDate: '2026-11-20' })], TODAY)).toEqual({
      kind: 'none',
      reasons: ['expired'],
    });
  });

  it('selects exactly one usable reservation among blocked ones', () => {
    const good = found();
    const outcome = decideSearchOutcome([found({ resStatus: ReservationStatus.CANCELLED }), good], TODAY);
    expect(outcome).toEqual({ kind: 'one', reservation: good });
  });

  it('answers many when more than one remains, without the blocked ones', () => {
    const a = found();
    const b = found({ checkinDate: '2026-12-10', checkoutDate: '2026-12-12' });
    const outcome = decideSearchOutcome([a, found({ checkoutDate: '2026-11-01' }), b], TODAY);
    expect(outcome).toEqual({ kind: 'many', reservations: [a, b] });
  });

  it('answers none with no reasons when nothing matched, and each distinct reason otherwise', () => {
    expect(decideSearchOutcome([], TODAY)).toEqual({ kind: 'none', reasons: [] });
    const outcome = decideSearchOutcome(
      [
        found({ resStatus: ReservationStatus.CANCELLED }),
        found({ resStatus: ReservationStatus.CANCELLED }),
        found({ checkoutDate: '2026-10-01' }),
      ],
      TODAY,
    );
    expect(outcome).toEqual({ kind: 'none', reasons: ['cancelled', 'expired'] });
  });

  it('sends a guest whose check-in day passed to the reception, apart from an expired stay', () => {
    expect(
      decideSearchOutcome([found({ checkinDate: '2026-11-21', checkoutDate: '2026-11-24' })], TODAY),
    ).toEqual({
      kind: 'none',
      reasons: ['periodEnded'],
    });
    expect(isTimeOver(['periodEnded', 'expired'])).toBe(true);
    expect(isTimeOver(['periodEnded', 'cancelled'])).toBe(false);
    expect(isTimeOver([])).toBe(false);
  });

  it('keeps a reservation closed until the hotel opens its pre-check-in, and says the first day', () => {
    const rules = { precheckinOpensDaysBefore: 10 };
    const early = found({ checkinDate: '2026-12-10', checkoutDate: '2026-12-12' });
    const later = found({ checkinDate: '2026-12-20', checkoutDate: '2026-12-22' });
    expect(decideSearchOutcome([later, early], TODAY, rules)).toEqual({
      kind: 'none',
      reasons: ['notOpenYet'],
      opensOn: '2026-11-30',
    });
    const open = found({ checkinDate: '2026-12-02', checkoutDate: '2026-12-04' });
    expect(decideSearchOutcome([early, open], TODAY, rules)).toEqual({ kind: 'one', reservation: open });
    expect(decideSearchOutcome([early], TODAY)).toEqual({ kind: 'one', reservation: early });
  });
});
