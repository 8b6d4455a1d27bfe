import { describe, expect, it } from 'vitest';
import { maxLength, maxValue, minLength, minValue, required, sameAs, type TFieldValue } from './text.ts';

describe('required', () => {
  it.each<[TFieldValue, boolean]>([
    ['a', true],
    ['  a  ', true],
    [0, true],
    [true, true],
    [['x'], true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
    [null, false],
    [undefined, false],
    [false, false],
    [NaN, false],
    [[], false],
  ])('%j → %s', (value, expected) => {
    expect(required(value)).toBe(expected);
  });
});

describe('minLength and maxLength', () => {
  it.each<[string | readonly unknown[] | null | undefined, number, boolean, boolean]>([
    // value, limit, minLength, maxLength
    ['abc', 3, true, true],
    ['ab', 3, false, true],
    ['abcd', 3, true, false],
    ['  ab  ', 3, false, true],
    ['ção', 3, true, true],
    ['😀😀😀', 3, true, true],
    [['a', 'b'], 2, true, true],
    [['a'], 2, false, true],
    ['', 3, true, true],
    ['   ', 3, true, true],
    [null, 3, true, true],
    [undefined, 3, true, true],
  ])('%j, %i → min %s, max %s', (value, limit, min, max) => {
    expect(minLength(value, limit)).toBe(min);
    expect(maxLength(value, limit)).toBe(max);
  });
});

describe('minValue and maxValue', () => {
  it.each<[string | number | null | undefined, number, boolean, boolean]>([
    // value, limit, minValue, maxValue
    [5, 5, true, true],
    [4, 5, false, true],
    [6, 5, true, false],
    ['5', 5, true, true],
    ['4,5', 5, false, true],
    ['5.5', 5, true, false],
    [-1, 0, false, true],
    ['abc', 5, false, false],
    [NaN, 5, false, false],
    ['', 5, true, true],
    [null, 5, true, true],
    [undefined, 5, true, true],
  ])('%j, %i → min %s, max %s', (value, limit, min, max) => {
    expect(minValue(value, limit)).toBe(min);
    expect(maxValue(value, limit)).toBe(max);
  });
});

describe('sameAs', () => {
  it.each<[TFieldValue, TFieldValue, boolean]>([
    ['a@b.com', 'a@b.com', true],
    ['a@b.com', 'A@b.com', false],
    ['secret', 'secret ', false],
    [1, 1, true],
    [1, 2, false],
    ['', 'x', true],
    [null, 'x', true],
  ])('%j, %j → %s', (value, other, expected) => {
    expect(sameAs(value, other)).toBe(expected);
  });
});
