import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isValidCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['746.153.982-55', true],
    ['205.871.463-62', true],
    ['190.384.572-60', true],
    [' 529 982 247 25 ', true],
    ['529.982.247-24', false],
    ['529.982.247-15', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['5299822472', false],
    ['529982247250', false],
    ['', false],
    ['abc', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });
});

describe('cpf formatting', () => {
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247259999', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
  ])('%s → %s', (value, expected) => {
    expect(formatCpf(value)).toBe(expected);
  });

  it('keeps only the digits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });
});
