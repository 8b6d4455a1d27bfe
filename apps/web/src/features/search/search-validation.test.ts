import { describe, expect, it } from 'vitest';
import { isValidIsoDate, isValidPhone, validateSearch } from './search-validation.ts';
import { EMPTY_PARAMS, offeredSearchTypes, paramsForType } from './search-types.ts';

describe('search form validation (spec section 5)', () => {
  it('asks for the reservation number and the last name', () => {
    expect(validateSearch('reservation', EMPTY_PARAMS)).toEqual({
      reservationNumber: 'reservationNumberRequired',
      lastName: 'required',
    });
    expect(
      validateSearch('reservation', { ...EMPTY_PARAMS, reservationNumber: '1001', lastName: 'Souza' }),
    ).toEqual({});
  });

  it('checks the e-mail', () => {
    expect(validateSearch('mail', { ...EMPTY_PARAMS, contact: 'ana@', lastName: 'S' })).toEqual({
      contact: 'email',
    });
    expect(validateSearch('mail', { ...EMPTY_PARAMS, contact: ' ana@example.com ', lastName: 'S' })).toEqual(
      {},
    );
  });

  it('checks CPF check digits, and passports by shape', () => {
    expect(validateSearch('document', { ...EMPTY_PARAMS, documentNumber: '529.982.247-24' })).toEqual({
      documentNumber: 'invalidDocument',
    });
    expect(validateSearch('document', { ...EMPTY_PARAMS, documentNumber: '529.982.247-25' })).toEqual({});
    expect(validateSearch('document', { ...EMPTY_PARAMS, documentTypeId: 4, documentNumber: '12' })).toEqual({
      documentNumber: 'invalidDocument',
    });
    expect(
      validateSearch('document', { ...EMPTY_PARAMS, documentTypeId: 4, documentNumber: 'X1234567' }),
    ).toEqual({});
  });

  it('checks the phone: a bare +55 is required, Brazilian numbers have 12 or 13 digits', () => {
    expect(validateSearch('phone', { ...paramsForType('phone'), lastName: 'S' })).toEqual({
      contact: 'required',
    });
    expect(isValidPhone('+55 48 99123-4567')).toBe(true);
    expect(isValidPhone('+55 48 3355-1200')).toBe(true);
    expect(isValidPhone('+55 48 991')).toBe(false);
    expect(isValidPhone('+1 617 555 0140')).toBe(true);
    expect(isValidPhone('+55 abc')).toBe(false);
  });

  it('checks dates and that check-out is after check-in', () => {
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    const params = { ...EMPTY_PARAMS, name: 'Ana', lastName: 'Souza' };
    expect(
      validateSearch('name', { ...params, checkinDate: '2026-11-25', checkoutDate: '2026-11-25' }),
    ).toEqual({
      checkoutDate: 'checkoutAfterCheckin',
    });
    expect(validateSearch('name', { ...params, checkinDate: '2026-13-01', checkoutDate: '' })).toEqual({
      checkinDate: 'invalidDate',
      checkoutDate: 'required',
    });
    expect(
      validateSearch('name', { ...params, checkinDate: '2026-11-25', checkoutDate: '2026-11-28' }),
    ).toEqual({});
  });
});

describe('search types', () => {
  it('offers one tab per listed type whose flag is on, in the hotel’s order', () => {
    expect(
      offeredSearchTypes(['reservation', 'name', 'document', 'mail', 'phone'], {
        enableSearchByReservationNumber: true,
        enableSearchByDocument: true,
        enableSearchByEmailOrPhoneNumber: true,
        enableSearchByName: false,
        enableSearchByFacialRecognition: false,
      }),
    ).toEqual(['reservation', 'document', 'mail', 'phone']);
  });

  it('starts the phone with +55 and country BR', () => {
    expect(paramsForType('phone')).toMatchObject({ contact: '+55 ', currentCountry: 'BR' });
    expect(paramsForType('mail').contact).toBe('');
  });
});
