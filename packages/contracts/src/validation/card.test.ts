import { describe, expect, it } from 'vitest';
import { cardBrand, isValidCardExpiry, isValidCreditCard, passesLuhn, type TCardBrand } from './card.ts';

describe('isValidCreditCard and cardBrand', () => {
  it.each<[string, TCardBrand | undefined, boolean]>([
    ['4111111111111111', 'visa', true],
    ['4111 1111 1111 1111', 'visa', true],
    ['4111-1111-1111-1111', 'visa', true],
    ['4012888888881881', 'visa', true],
    ['4222222222222', 'visa', true],
    ['5555555555554444', 'mastercard', true],
    ['5105105105105100', 'mastercard', true],
    ['2223003122003222', 'mastercard', true],
    ['2221000000000009', 'mastercard', true],
    ['2720999999999996', 'mastercard', true],
    ['378282246310005', 'amex', true],
    ['371449635398431', 'amex', true],
    ['6362970000457013', 'elo', true],
    ['6504850000000006', 'elo', true],
    ['4011780000000006', 'elo', true],
    ['5090000000000000', 'elo', true],
    ['6062825624254001', 'hipercard', true],
    ['30569309025904', 'diners', true],
    ['36227206271667', 'diners', true],
    ['6011111111111117', 'discover', true],
    ['6011000990139424', 'discover', true],
    ['3530111333300000', 'jcb', true],
    ['3566002020360505', 'jcb', true],
    ['4111111111111112', 'visa', false],
    ['5555555555554443', 'mastercard', false],
    ['378282246310006', 'amex', false],
    ['3782822463100005', 'amex', false],
    ['555555555555444', 'mastercard', false],
    ['400000000006', 'visa', false],
    ['1234567812345670', undefined, false],
    ['9999999999999995', undefined, false],
    ['4111111111111111111111', 'visa', false],
    ['4111x11111111111', undefined, false],
    ['', undefined, false],
  ])('%s → %s, %s', (number, brand, valid) => {
    expect(cardBrand(number)).toBe(brand);
    expect(isValidCreditCard(number)).toBe(valid);
  });

  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
  ])('Luhn %s → %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe('isValidCardExpiry', () => {
  const TODAY = '2026-11-22';
  it.each([
    ['11/26', true],
    ['12/26', true],
    ['01/27', true],
    ['10/26', false],
    ['12/25', false],
    ['11 / 26', true],
    ['12/46', true],
    ['01/47', false],
    ['13/27', false],
    ['00/27', false],
    ['1/27', false],
    ['01/2027', false],
    ['0127', false],
    ['', false],
  ])('%j on 2026-11-22 → %s', (expiry, expected) => {
    expect(isValidCardExpiry(expiry, TODAY)).toBe(expected);
  });

  it('rolls over the year', () => {
    expect(isValidCardExpiry('12/26', '2026-12-31')).toBe(true);
    expect(isValidCardExpiry('12/26', '2027-01-01')).toBe(false);
  });
});
