import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  cardBrand,
  cardFieldsSchema,
  cvvLength,
  isValidCardExpiry,
  isValidCreditCard,
  isValidCvv,
  parseCardExpiry,
  type TCardBrand,
} from './card-rules.ts';

describe("isValidCreditCard and cardBrand: the brands' documented test numbers", () => {
  it.each<[string, TCardBrand | undefined, boolean]>([
    // Visa (Visa's and the processors' documented test cards)
    ['4111111111111111', 'visa', true],
    ['4111 1111 1111 1111', 'visa', true],
    ['4111-1111-1111-1111', 'visa', true],
    ['4012888888881881', 'visa', true],
    ['4000000000000010', 'visa', true],
    // Mastercard, 51-55 and the 2-series
    ['5555555555554444', 'mastercard', true],
    ['5105105105105100', 'mastercard', true],
    ['2223003122003222', 'mastercard', true],
    ['2221000000000009', 'mastercard', true],
    // American Express
    ['378282246310005', 'amex', true],
    ['371449635398431', 'amex', true],
    // Elo, whose ranges lie inside Visa's and Discover's prefixes
    ['6362970000457013', 'elo', true],
    ['6504850000000006', 'elo', true],
    ['4011780000000006', 'elo', true],
    ['5090000000000000', 'elo', true],
    // Hipercard
    ['6062825624254001', 'hipercard', true],
    // Diners Club
    ['30569309025904', 'diners', true],
    ['36227206271667', 'diners', true],
    // Discover
    ['6011111111111117', 'discover', true],
    ['6011000990139424', 'discover', true],
    // JCB
    ['3530111333300000', 'jcb', true],
    ['3566002020360505', 'jcb', true],
    // A wrong check digit
    ['4111111111111112', 'visa', false],
    ['5555555555554443', 'mastercard', false],
    ['378282246310006', 'amex', false],
    // A length the brand does not issue
    ['3782822463100005', 'amex', false],
    ['555555555555444', 'mastercard', false],
    ['4222222222222', 'visa', false],
    // Brands the hotels do not accept (UnionPay, Maestro) and no brand at all
    ['6200000000000005', undefined, false],
    ['6759649826438453', undefined, false],
    ['1234567812345670', undefined, false],
    ['9999999999999995', undefined, false],
    ['4111111111111111111111', 'visa', false],
    ['4111x11111111111', undefined, false],
    ['', undefined, false],
  ])('%s → %s, %s', (number, brand, valid) => {
    expect(cardBrand(number)).toBe(brand);
    expect(isValidCreditCard(number)).toBe(valid);
  });

  it.each<[string, TCardBrand | undefined]>([
    ['4', undefined],
    ['41', 'visa'],
    ['34', 'amex'],
    ['51', 'mastercard'],
    ['636368', 'elo'],
    ['606282', 'hipercard'],
    ['3', undefined],
  ])(
    'names the brand of a partly typed %s as %s once one brand fits (the icon while typing)',
    (prefix, brand) => {
      expect(cardBrand(prefix)).toBe(brand);
    },
  );

  it('accepts the eight brands of issue 14', () => {
    expect(CARD_BRANDS).toEqual([
      'visa',
      'mastercard',
      'amex',
      'elo',
      'hipercard',
      'diners',
      'discover',
      'jcb',
    ]);
  });
});

describe('the CVV length by brand', () => {
  it.each<[TCardBrand, string, boolean]>([
    ['visa', '123', true],
    ['visa', '1234', false],
    ['visa', '12', false],
    ['mastercard', '999', true],
    ['elo', '123', true],
    ['hipercard', '123', true],
    ['diners', '123', true],
    ['discover', '123', true],
    ['jcb', '123', true],
    ['amex', '1234', true],
    ['amex', '123', false],
    ['visa', '12a', false],
    ['visa', '', false],
  ])('%s with %j → %s', (brand, cvv, valid) => {
    expect(isValidCvv(cvv, brand)).toBe(valid);
  });

  it('is 4 digits for American Express and 3 for the others', () => {
    expect(CARD_BRANDS.map((brand) => [brand, cvvLength(brand)])).toEqual([
      ['visa', 3],
      ['mastercard', 3],
      ['amex', 4],
      ['elo', 3],
      ['hipercard', 3],
      ['diners', 3],
      ['discover', 3],
      ['jcb', 3],
    ]);
  });

  it('refuses any CVV while the brand is unknown', () => {
    expect(isValidCvv('123', undefined)).toBe(false);
  });
});

describe('isValidCardExpiry (MM/YY, not in the past)', () => {
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

  it('parses the month and the four-digit year', () => {
    expect(parseCardExpiry('03/29')).toEqual({ month: 3, year: 2029 });
    expect(parseCardExpiry('3/29')).toBeUndefined();
  });
});

describe('cardFieldsSchema', () => {
  const schema = cardFieldsSchema('2026-11-22');
  const valid = { number: '4111 1111 1111 1111', holderName: 'Ana Souza', expiry: '12/28', cvv: '123' };

  it('accepts a whole valid card', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('names each wrong field with its validation key', () => {
    const result = schema.safeParse({
      number: '4111111111111112',
      holderName: ' ',
      expiry: '10/26',
      cvv: '1234',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['number', 'validation.isValidCreditCard'],
      ['holderName', 'validation.required'],
      ['expiry', 'validation.isValidCardExpiry'],
      ['cvv', 'validation.isValidCardCvv'],
    ]);
  });

  it('asks an American Express card for 4 digits', () => {
    const amex = { ...valid, number: '378282246310005' };
    expect(schema.safeParse({ ...amex, cvv: '123' }).success).toBe(false);
    expect(schema.safeParse({ ...amex, cvv: '1234' }).success).toBe(true);
  });
});
