import { describe, expect, it } from 'vitest';
import { hasBrazilianAddress, shapeGuestPayload } from './form-shape.ts';

const OLD = { state: { id: 'C', name: 'Río Negro' }, city: { id: '42', name: 'Bariloche' } };

describe('shapeGuestPayload', () => {
  it('gives a foreign address no neighbourhood and no state or city ids, keeping the typed names', () => {
    expect(shapeGuestPayload({ country: { id: 'AR' }, neighborhood: 'San Nicolás', ...OLD })).toEqual({
      country: { id: 'AR' },
      neighborhood: '',
      state: { id: '', name: 'Río Negro' },
      city: { id: '', name: 'Bariloche' },
    });
  });

  it('leaves a Brazilian address and a payload without a country as they are', () => {
    const brazilian = { country: { id: 'BR' }, neighborhood: 'Centro', ...OLD };
    expect(shapeGuestPayload(brazilian)).toBe(brazilian);
    const partial = { neighborhood: 'Centro' };
    expect(shapeGuestPayload(partial)).toBe(partial);
    expect(hasBrazilianAddress('BR')).toBe(true);
    expect(hasBrazilianAddress('AR')).toBe(false);
  });

  it('empties a social name the guest does not inform, and keeps one informed', () => {
    expect(shapeGuestPayload({ informSocialName: false, socialName: 'Alex' })).toEqual({
      informSocialName: false,
      socialName: '',
    });
    const informed = { informSocialName: true, socialName: 'Alex' };
    expect(shapeGuestPayload(informed)).toBe(informed);
  });
});
