import { describe, expect, it } from 'vitest';
import { isValidArgentinianDni, isValidRut, isValidSpanishDni, rutCheckDigit } from './foreign-ids.ts';

describe('isValidRut', () => {
  it.each([
    ['12.345.678-5', true],
    ['12345678-5', true],
    ['123456785', true],
    ['7.654.321-6', true],
    ['10.000.013-K', true],
    ['10.000.013-k', true],
    ['10000013K', true],
    ['9.000.001-2', true],
    ['30.686.957-4', true],
    ['12.345.678-4', false],
    ['12.345.678-K', false],
    ['10.000.013-0', false],
    ['0-0', false],
    ['123456789-5', false],
    ['12.345.678-', false],
    ['', false],
    ['abc', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidRut(value)).toBe(expected);
  });

  it.each([
    ['12345678', '5'],
    ['10000013', 'K'],
    ['11111111', '1'],
  ])('check digit of %s is %s', (body, digit) => {
    expect(rutCheckDigit(body)).toBe(digit);
  });
});

describe('isValidSpanishDni', () => {
  it.each([
    ['12345678Z', true],
    ['12345678-Z', true],
    ['12345678z', true],
    ['00000000T', true],
    ['87654321X', true],
    ['12345678A', false],
    ['1234567Z', false],
    ['12345678', false],
    ['X1234567L', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidSpanishDni(value)).toBe(expected);
  });
});

describe('isValidArgentinianDni', () => {
  it.each([
    ['12.345.678', true],
    ['12345678', true],
    ['1234567', true],
    ['123456', false],
    ['123456789', false],
    ['00000000', false],
    ['12345678Z', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidArgentinianDni(value)).toBe(expected);
  });
});
