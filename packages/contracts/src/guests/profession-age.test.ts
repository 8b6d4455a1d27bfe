import { describe, expect, it } from 'vitest';
import { isAskedProfession } from './profession-age.ts';

describe('isAskedProfession', () => {
  it.each([
    ['2017-05-10', false],
    ['2012-11-26', false],
    ['2012-11-25', true],
    ['1990-01-01', true],
    [null, true],
    ['not a date', true],
  ])('born %s, on 25/11/2026: %s', (birthdate, expected) => {
    expect(isAskedProfession(birthdate, '2026-11-25')).toBe(expected);
  });
});
