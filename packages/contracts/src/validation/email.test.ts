import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidEmail } from './email.ts';

const CASES: [string, boolean][] = [
  ['guest@example.com', true],
  ['Guest.Name@Example.COM', true],
  ['first.last+tag@sub.domain.com.br', true],
  ["o'connor@example.ie", true],
  ['a_b-c@hotel-x.travel', true],
  ['  guest@example.com  ', true],
  ['guest@example', false],
  ['guest@.com', false],
  ['guest@example.c', false],
  ['.guest@example.com', false],
  ['guest.@example.com', false],
  ['gu..est@example.com', false],
  ['guest@@example.com', false],
  ['guest example@example.com', false],
  ['guest@exa_mple.com', false],
  ['@example.com', false],
  ['guest', false],
  ['', false],
  [`${'a'.repeat(250)}@b.com`, false],
];

describe('isValidEmail', () => {
  it.each(CASES)('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it.each(CASES.filter(([value]) => value === value.trim() && value.length < 254))(
    'agrees with z.email() on %j',
    (value, expected) => {
      expect(z.email().safeParse(value).success).toBe(expected);
    },
  );
});
