import { describe, expect, it } from 'vitest';
import type { TAccommodationOptions } from './accommodation-options.ts';
import { preferenceIssues } from './preference-issues.ts';
import { EMPTY_PREFERENCES } from './set-preferences.ts';

const OPTIONS: TAccommodationOptions = {
  bedTypes: [{ id: 'double', label: { 'pt-BR': 'Casal' } }],
  views: [{ id: 'sea-view', label: { 'pt-BR': 'Vista para o mar' } }],
  checkinTimes: ['14:00', '16:00'],
  askFloor: true,
  askElevator: false,
};

describe('preferenceIssues', () => {
  it('accepts no preference at all, and a bed type with a view among the options', () => {
    expect(preferenceIssues(EMPTY_PREFERENCES, OPTIONS)).toEqual([]);
    expect(
      preferenceIssues(
        { bedType: 'double', view: 'sea-view', checkinTime: '16:00', floor: 'lower', elevator: null },
        OPTIONS,
      ),
    ).toEqual([]);
  });

  it('names every value outside the options, and questions the hotel does not ask', () => {
    expect(
      preferenceIssues(
        { bedType: 'sea-view', view: 'double', checkinTime: '03:00', floor: 'higher', elevator: 'far' },
        { ...OPTIONS, askFloor: false },
      ),
    ).toEqual(['bedType', 'view', 'checkinTime', 'floor', 'elevator']);
  });
});
