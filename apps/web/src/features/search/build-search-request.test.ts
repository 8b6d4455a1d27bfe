import { describe, expect, it } from 'vitest';
import { ZSearchRequest } from '@hospedar/contracts/search/search-reservations';
import { buildSearchRequest, normalizeEmail, phoneDigits } from './build-search-request.ts';
import { EMPTY_PARAMS, paramsForType } from './search-types.ts';

describe('search payload normalisation (spec section 5)', () => {
  it('lowercases and trims the e-mail', () => {
    expect(normalizeEmail('  Ana.Souza@Example.COM ')).toBe('ana.souza@example.com');
    const request = buildSearchRequest('mail', {
      ...EMPTY_PARAMS,
      contact: ' Ana@X.com ',
      lastName: ' Souza ',
    });
    expect(request).toEqual({ type: 'mail', contact: 'ana@x.com', lastName: 'Souza' });
  });

  it('strips plus, spaces, parentheses and dashes from the phone', () => {
    expect(phoneDigits('+55 (48) 99123-4567')).toBe('5548991234567');
    const request = buildSearchRequest('phone', {
      ...paramsForType('phone'),
      contact: '+55 (48) 99123-4567',
      lastName: 'Souza',
    });
    expect(request).toEqual({ type: 'phone', contact: '5548991234567', lastName: 'Souza' });
  });

  it('sends the digits of a CPF and Brazil as its country', () => {
    const request = buildSearchRequest('document', {
      ...EMPTY_PARAMS,
      documentTypeId: 1,
      documentNumber: '529.982.247-25',
      currentCountry: 'AR',
    });
    expect(request).toEqual({
      type: 'document',
      documentTypeId: 1,
      documentNumber: '52998224725',
      currentCountry: 'BR',
    });
  });

  it("sends a passport in capitals with the document's country", () => {
    const request = buildSearchRequest('document', {
      ...EMPTY_PARAMS,
      documentTypeId: 4,
      documentNumber: ' ab-123 456 ',
      currentCountry: 'US',
    });
    expect(request).toEqual({
      type: 'document',
      documentTypeId: 4,
      documentNumber: 'AB123456',
      currentCountry: 'US',
    });
  });

  it('builds payloads the contract accepts for every type', () => {
    const base = { ...EMPTY_PARAMS, lastName: 'Souza' };
    const requests = [
      buildSearchRequest('reservation', { ...base, reservationNumber: ' 1001 ' }),
      buildSearchRequest('name', {
        ...base,
        name: 'Ana',
        checkinDate: '2026-11-25',
        checkoutDate: '2026-11-28',
      }),
      buildSearchRequest('document', { ...base, documentNumber: '529.982.247-25' }),
      buildSearchRequest('mail', { ...base, contact: 'ANA@example.com' }),
      buildSearchRequest('phone', { ...base, contact: '+55 48 99123-4567' }),
    ];
    for (const request of requests)
      expect(ZSearchRequest.safeParse(request).success, JSON.stringify(request)).toBe(true);
  });
});
