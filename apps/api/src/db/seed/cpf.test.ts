import { describe, expect, it } from 'vitest';
import { cpfWithCheckDigits } from './cpf.ts';

describe('cpfWithCheckDigits', () => {
  it('computes the check digits of known valid CPFs', () => {
    expect(cpfWithCheckDigits('529982247')).toBe('52998224725');
    expect(cpfWithCheckDigits('111444777')).toBe('11144477735');
  });

  it('refuses a base that is not nine digits', () => {
    expect(() => cpfWithCheckDigits('12345')).toThrow();
  });
});
