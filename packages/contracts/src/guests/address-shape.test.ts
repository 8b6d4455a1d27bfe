import { describe, expect, it } from 'vitest';
import { hasBrazilianAddress, shapeAddress } from './address-shape.ts';

const OLD = { state: { id: 'C', name: 'Río Negro' }, city: { id: '42', name: 'Bariloche' } };

describe('shapeAddress', () => {
  it('gives a foreign address no neighbourhood and no state or city ids, keeping the typed names', () => {
    expect(shapeAddress({ country: { id: 'AR' }, neighborhood: 'San Nicolás', ...OLD })).toEqual({
      country: { id: 'AR' },
      neighborhood: '',
      state: { id: '', name: 'Río Negro' },
      city: { id: '', name: 'Bariloche' },
    });
  });

  it('leaves a Brazilian address and a payload without a country as they are', () => {
    const brazilian = { country: { id: 'BR' }, neighborhood: 'Centro', ...OLD };
    expect(shapeAddress(brazilian)).toBe(brazilian);
    const partial = { neighborhood: 'Centro' };
    expect(shapeAddress(partial)).toBe(partial);
    expect(hasBrazilianAddress('BR')).toBe(true);
    expect(hasBrazilianAddress('AR')).toBe(false);
  });
});
