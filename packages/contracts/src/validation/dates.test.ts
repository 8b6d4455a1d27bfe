import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isBeforeToday,
  isOlderThanEighteen,
  isValidDate,
  isYoungerThan110Years,
  isYoungerThanEighteen,
  notAfterToday,
} from './dates.ts';

const TODAY = '2026-11-22';

describe('isValidDate', () => {
  it.each<[number | string, number | string, number | string, boolean]>([
    [22, 11, 2026, true],
    ['01', '01', '2000', true],
    [31, 1, 2025, true],
    [31, 12, 1916, true],
    [29, 2, 2024, true],
    [29, 2, 2000, true],
    [29, 2, 2023, false],
    [29, 2, 1900, false],
    [28, 2, 1900, true],
    [30, 2, 2024, false],
    [31, 4, 2025, false],
    [30, 4, 2025, true],
    [31, 6, 2025, false],
    [31, 9, 2025, false],
    [31, 11, 2025, false],
    [0, 1, 2025, false],
    [1, 0, 2025, false],
    [1, 13, 2025, false],
    [32, 1, 2025, false],
    [1, 1, 999, false],
    [1, 1, 10000, false],
    ['', '', '', false],
    ['1a', 1, 2025, false],
    [1.5, 1, 2025, false],
    [-1, 1, 2025, false],
  ])('%s/%s/%s → %s', (day, month, year, expected) => {
    expect(isValidDate(day, month, year)).toBe(expected);
  });
});

describe('isBeforeToday (not later than today)', () => {
  it.each([
    ['2026-11-22', true],
    ['2026-11-21', true],
    ['1990-05-04', true],
    ['2026-11-23', false],
    ['2027-01-01', false],
    ['2026-02-30', false],
    ['22/11/2026', false],
    ['', false],
  ])('%s → %s', (date, expected) => {
    expect(isBeforeToday(date, TODAY)).toBe(expected);
    expect(notAfterToday(date, TODAY)).toBe(expected);
  });

  it('refuses a malformed today', () => {
    expect(isBeforeToday('2020-01-01', '2026-13-01')).toBe(false);
  });
});

describe('isYoungerThan110Years', () => {
  it.each([
    ['1916-11-22', TODAY, true],
    ['1916-11-23', TODAY, true],
    ['1916-11-21', TODAY, false],
    ['1900-01-01', TODAY, false],
    ['2026-11-22', TODAY, true],
    ['1914-02-28', '2024-02-29', true],
    ['1914-02-27', '2024-02-29', false],
    ['1916-02-29', '2026-02-28', true],
    ['1916-02-28', '2026-02-28', true],
    ['1916-02-27', '2026-02-28', false],
    ['1916-02-30', TODAY, false],
  ])('%s on %s → %s', (birthdate, today, expected) => {
    expect(isYoungerThan110Years(birthdate, today)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2008-11-22', TODAY, 18],
    ['2008-11-23', TODAY, 17],
    ['2008-11-21', TODAY, 18],
    ['2026-11-22', TODAY, 0],
    ['1990-01-01', TODAY, 36],
    ['2004-02-29', '2022-02-28', 17],
    ['2004-02-29', '2022-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
    ['2026-11-23', TODAY, undefined],
    ['2026-02-29', TODAY, undefined],
  ])('%s on %s → %s', (birthdate, today, expected) => {
    expect(ageOn(birthdate, today)).toBe(expected);
  });
});

describe('isOlderThanEighteen / isYoungerThanEighteen', () => {
  it.each([
    ['2008-11-22', TODAY, true],
    ['2008-11-23', TODAY, false],
    ['2008-11-21', TODAY, true],
    ['1950-06-15', TODAY, true],
    ['2020-01-01', TODAY, false],
    ['2026-11-22', TODAY, false],
    ['2004-02-29', '2022-02-28', false],
    ['2004-02-29', '2022-03-01', true],
  ])('%s on %s → adult %s', (birthdate, today, adult) => {
    expect(isOlderThanEighteen(birthdate, today)).toBe(adult);
    expect(isYoungerThanEighteen(birthdate, today)).toBe(!adult);
  });

  it.each(['2026-11-23', '2026-02-30', ''])('answers false both ways for %j', (birthdate) => {
    expect(isOlderThanEighteen(birthdate, TODAY)).toBe(false);
    expect(isYoungerThanEighteen(birthdate, TODAY)).toBe(false);
  });
});
