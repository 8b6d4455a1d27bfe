import { describe, expect, it } from 'vitest';
import type { TAccommodationOptions } from './accommodation-options.ts';
import { preferenceIssues } from './preference-issues.ts';
import { EMPTY_PREFERENCES } from './set-preferences.ts';

const OPTIONS: TAccommodationOptions = {
  roomTypes: [{ id: 'double', label: { 'pt-BR': 'Casal' } }],
  checkinTimes: ['14:00', '16:00'],
  askFloor: true,
  askElevator: false,
};

describe('preferenceIssues', () => {
  it('accepts no preference at all and values among the options', () => {
    expect(preferenceIssues(EMPTY_PREFERENCES, OPTIONS)).toEqual([]);
    expect(
      preferenceIssues({ roomType: 'double', checkinTime: '16:00', floor: 'lower', elevator: null }, OPTIONS),
    ).toEqual([]);
  });

  it('names every value outside the options, and questions the hotel does not ask', () => {
    expect(
      preferenceIssues(
        { roomType: 'suite', checkinTime: '03:00', floor: 'higher', elevator: 'far' },
        {
          ...OPTIONS,
          askFloor: false,
        },
      ),
    ).toEqual(['roomType', 'checkinTime', 'floor', 'elevator']);
  });
});
