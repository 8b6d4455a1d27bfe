import { describe, expect, it } from 'vitest';
import { API_COUNTRIES } from '../../test/countries.ts';
import { countryNameIn } from './country-name.ts';

describe('countryNameIn', () => {
  it('names a code from the list, in any case; the code itself when the list lacks it', () => {
    expect(countryNameIn(API_COUNTRIES, 'BR')).toBe('Brazil (API)');
    expect(countryNameIn(API_COUNTRIES, 'de')).toBe('Germany (API)');
    expect(countryNameIn(API_COUNTRIES, 'UY')).toBe('UY');
    expect(countryNameIn([], 'BR')).toBe('BR');
    expect(countryNameIn(API_COUNTRIES, '')).toBe('');
    expect(countryNameIn(API_COUNTRIES, null)).toBe('');
  });
});
