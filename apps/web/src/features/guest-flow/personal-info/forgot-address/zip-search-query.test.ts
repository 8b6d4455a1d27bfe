import { describe, expect, it } from 'vitest';
import { fromSearchParams, toSearchParams, validateZipSearch } from './zip-search-query.ts';

describe('forgot-address search', () => {
  it('asks for a state, a city and 3 letters of the street', () => {
    expect(validateZipSearch({ state: '', city: '', address: '' })).toEqual({
      state: { key: 'validation.required' },
      city: { key: 'validation.required' },
      address: { key: 'validation.required' },
    });
    expect(validateZipSearch({ state: 'SC', city: 'Imbituba', address: 'ru' })).toEqual({
      address: { key: 'validation.minLength', params: { min: 3 } },
    });
    expect(validateZipSearch({ state: 'SC', city: 'Imbituba', address: 'rua' })).toEqual({});
  });

  it('travels in the results address and back', () => {
    const query = toSearchParams({ state: 'sc', city: ' Imbituba ', address: 'Rua Nereu' });
    expect(query).toBe('state=SC&city=Imbituba&address=Rua+Nereu');
    expect(fromSearchParams(new URLSearchParams(query))).toEqual({
      state: 'SC',
      city: 'Imbituba',
      address: 'Rua Nereu',
    });
    expect(fromSearchParams(new URLSearchParams('state=Santa&city=Imbituba&address=rua'))).toBeNull();
    expect(fromSearchParams(new URLSearchParams('state=SC'))).toBeNull();
  });
});
