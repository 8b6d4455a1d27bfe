import { describe, expect, it } from 'vitest';
import { BRAZILIAN_AREA_CODES, formatBrazilianMobile, isValidMobilePhone, isValidPhone } from './phone.ts';

describe('Brazilian area codes', () => {
  it('lists the 67 DDDs in use, no duplicates', () => {
    expect(BRAZILIAN_AREA_CODES).toHaveLength(67);
    expect(new Set(BRAZILIAN_AREA_CODES).size).toBe(67);
  });
});

describe('isValidMobilePhone and isValidPhone', () => {
  it.each([
    // countryCode, areaCode, number, mobile, phone
    ['55', '48', '991234567', true, true],
    ['+55', '11', '98765-4321', true, true],
    ['55', '(21)', '9 9999-0000', true, true],
    ['55', '99', '912345678', true, true],
    ['55', '48', '32345678', false, true],
    ['55', '11', '2345-6789', false, true],
    ['55', '61', '5123-4567', false, true],
    ['55', '48', '91234567', false, false],
    ['55', '48', '81234567', false, false],
    ['55', '48', '12345678', false, false],
    ['55', '48', '891234567', false, false],
    ['55', '48', '9912345678', false, false],
    ['55', '20', '991234567', false, false],
    ['55', '20', '32345678', false, false],
    ['55', '10', '991234567', false, false],
    ['55', '23', '991234567', false, false],
    ['55', '', '991234567', false, false],
    ['55', '4', '991234567', false, false],
    ['1', '212', '5550123', true, true],
    ['+1', '415', '555-2671', true, true],
    ['1', '212', '555012', false, false],
    ['54', '9 11', '2345-6789', true, true],
    ['54', '11', '2345-6789', true, true],
    ['34', '', '612 345 678', true, true],
    ['34', '91', '1234567', true, true],
    ['34', '', '61234567', false, false],
    ['351', '', '912 345 678', true, true],
    ['351', '21', '1234567', true, true],
    ['351', '', '91234567', false, false],
    ['56', '9', '61234567', true, true],
    ['999', '12', '3456789', false, false],
    ['', '12', '3456789', false, false],
    ['1', '', '', false, false],
  ])('+%s (%s) %s → mobile %s, phone %s', (countryCode, areaCode, number, mobile, phone) => {
    expect(isValidMobilePhone({ countryCode, areaCode, number })).toBe(mobile);
    expect(isValidPhone({ countryCode, areaCode, number })).toBe(phone);
  });
});

describe('formatBrazilianMobile', () => {
  it.each([
    ['48', '991234567', '+55 (48) 99123-4567'],
    ['(48)', '99123-4567', '+55 (48) 99123-4567'],
    ['11', '32345678', '+55 (11) 3234-5678'],
    ['11', '1234', '+55 (11) 1234'],
    ['11', '', '+55 (11)'],
    ['', '991234567', '+55 99123-4567'],
  ])('(%s) %s → %s', (areaCode, number, expected) => {
    expect(formatBrazilianMobile({ areaCode, number })).toBe(expected);
  });
});
