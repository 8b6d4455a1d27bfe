import { describe, expect, it } from 'vitest';
import { API_COUNTRIES } from '../../test/countries.ts';
import { countryChoices } from './countries.ts';

describe('countryChoices', () => {
  it('puts the given codes first, in their order, then the rest in the list’s order (by name)', () => {
    const choices = countryChoices(API_COUNTRIES, ['US', 'BR', 'US', 'ZZ']);
    expect(choices.map((country) => [country.id, country.isFirst])).toEqual([
      ['US', true],
      ['BR', true],
      ['AR', false],
      ['CL', false],
      ['DE', false],
      ['PT', false],
    ]);
    expect(choices[1]).toEqual({ id: 'BR', name: 'Brazil (API)', isFirst: true });
  });

  it('offers the chosen code alone, named by itself, while the list is empty', () => {
    expect(countryChoices([], ['BR'], 'AR')).toEqual([{ id: 'AR', name: 'AR', isFirst: false }]);
    expect(countryChoices([], ['BR'])).toEqual([]);
  });
});
