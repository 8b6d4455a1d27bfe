import { describe, expect, it } from 'vitest';
import { birthCertificateCheckDigits, isValidBrazilianBirthCertificate } from './birth-certificate.ts';

describe('isValidBrazilianBirthCertificate', () => {
  it.each([
    ['10453901552013100130012300000111', true],
    ['104539 01 55 2013 1 00130 012 3000001 11', true],
    ['104539.01.55.2013.1.00130.012.3000001-11', true],
    ['00000101552020100010010000001256', true],
    ['11546901552019100120012345678919', true],
    ['10453901552013100130012300000112', false],
    ['10453901552013100130012300000121', false],
    ['00000101552020100010010000001265', false],
    ['1045390155201310013001230000011', false],
    ['104539015520131001300123000001111', false],
    ['00000000000000000000000000000000', false],
    ['1045390155201310013001230000011A', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidBrazilianBirthCertificate(value)).toBe(expected);
  });

  it('computes both check digits from the first 30 digits', () => {
    expect(birthCertificateCheckDigits('104539015520131001300123000001')).toBe('11');
  });
});
