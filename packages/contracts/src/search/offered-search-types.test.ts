import { describe, expect, it } from 'vitest';
import type { TSearchType } from '../constants.ts';
import type { TSearchFlags } from '../tenant/company-config.ts';
import { offeredSearchTypes } from './offered-search-types.ts';

const ALL_ON: TSearchFlags = {
  enableSearchByReservationNumber: true,
  enableSearchByDocument: true,
  enableSearchByEmailOrPhoneNumber: true,
  enableSearchByName: true,
  enableSearchByFacialRecognition: true,
};

describe('offeredSearchTypes', () => {
  it.each<[string, TSearchType[] | undefined, Partial<TSearchFlags>, TSearchType[]]>([
    ['keeps the list’s order', ['name', 'reservation', 'phone'], {}, ['name', 'reservation', 'phone']],
    [
      'drops an entry whose flag is off',
      ['reservation', 'document', 'name'],
      { enableSearchByDocument: false },
      ['reservation', 'name'],
    ],
    [
      'offers a listed type once, at its first entry',
      ['mail', 'reservation', 'mail', 'reservation'],
      {},
      ['mail', 'reservation'],
    ],
    ['offers nothing the list does not name, though its flag is on', ['reservation'], {}, ['reservation']],
    [
      'lets mail and phone follow the one e-mail-or-phone flag, each where listed',
      ['phone', 'reservation', 'mail'],
      { enableSearchByEmailOrPhoneNumber: false },
      ['reservation'],
    ],
    ['offers nothing from an empty list', [], {}, []],
    [
      'falls back to the flags’ order without a list',
      undefined,
      { enableSearchByName: false, enableSearchByFacialRecognition: false },
      ['reservation', 'document', 'mail', 'phone'],
    ],
  ])('%s', (_, list, flags, expected) => {
    expect(offeredSearchTypes(list, { ...ALL_ON, ...flags })).toEqual(expected);
  });
});
