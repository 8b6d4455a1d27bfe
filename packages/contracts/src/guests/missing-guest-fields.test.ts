import type { TCompanyParameters } from '../tenant/company-config.ts';
import { describe, expect, it } from 'vitest';
import {
  guestCompletenessIssues,
  missingGuestFields,
  type TCompletenessGuest,
} from './missing-guest-fields.ts';

const TODAY = '2026-03-10';

/** A complete adult living in Brazil. */
const adult = (overrides: Partial<TCompletenessGuest> = {}): TCompletenessGuest => ({
  name: 'Ana',
  lastName: 'Souza',
  socialName: null,
  isChild: false,
  gender: 'female',
  email: 'ana.souza@example.com',
  birthdate: '1990-05-01',
  nationality: { id: 'BR', name: 'Brasil' },
  mobilePhone: { countryCode: '55', areaCode: '48', number: '991234567' },
  homePhone: { ddi: null, ddd: null, number: null },
  country: { id: 'BR', name: 'Brasil' },
  zipCode: '88015530',
  address: 'Rua Bocaiúva',
  addressNumber: '2125',
  neighborhood: 'Centro',
  city: { id: null, name: 'Florianópolis' },
  state: { id: 'SC', name: 'Santa Catarina' },
  documents: [{ isMain: true, documentTypeId: 1, documentNumber: '529.982.247-25' }],
  ...overrides,
});

/** A complete minor: no e-mail or phone of its own. */
const child = (overrides: Partial<TCompletenessGuest> = {}) =>
  adult({
    isChild: true,
    email: null,
    birthdate: '2018-01-15',
    mobilePhone: { countryCode: null, areaCode: null, number: null },
    documents: [{ isMain: true, documentTypeId: 1, documentNumber: '648.271.093-03' }],
    ...overrides,
  });

/** A complete adult living abroad: no Brazilian address asked. */
const foreigner = (overrides: Partial<TCompletenessGuest> = {}) =>
  adult({
    nationality: { id: 'US', name: 'United States' },
    country: { id: 'US', name: 'United States' },
    mobilePhone: { countryCode: '1', areaCode: '617', number: '5550140' },
    zipCode: null,
    address: null,
    addressNumber: null,
    neighborhood: null,
    city: { id: null, name: null },
    state: { id: null, name: null },
    documents: [{ isMain: true, documentTypeId: 4, documentNumber: '584219376' }],
    ...overrides,
  });

const fieldsOf = (issues: { field: string }[]) => issues.map((issue) => issue.field);

describe('missingGuestFields', () => {
  it.each([
    ['an adult living in Brazil', adult()],
    ['a minor without e-mail or phone', child()],
    ['an adult living abroad without a Brazilian address', foreigner()],
    ['an adult with the city by id only', adult({ city: { id: '4205407', name: null } })],
    ['a Brazilian living abroad', adult({ country: { id: 'PT', name: 'Portugal' }, zipCode: null })],
  ])('finds nothing missing for %s', (_case, guest) => {
    expect(missingGuestFields(guest)).toEqual([]);
  });

  it.each<[string, Partial<TCompletenessGuest>, string[]]>([
    ['no name', { name: '  ' }, ['name']],
    ['no last name', { lastName: '' }, ['lastName']],
    ['no birthdate', { birthdate: null }, ['birthdate']],
    ['no gender', { gender: null }, ['gender']],
    ['no nationality', { nationality: { id: null, name: 'Brasil' } }, ['nationality']],
    ['no documents', { documents: [] }, ['documents']],
    [
      'only an additional document',
      { documents: [{ isMain: false, documentTypeId: 3, documentNumber: '123456' }] },
      ['documents'],
    ],
    ['no e-mail', { email: null }, ['email']],
    [
      'no mobile phone, which may be absent',
      { mobilePhone: { countryCode: null, areaCode: null, number: null } },
      [],
    ],
    ['no zip code', { zipCode: null }, ['zipCode']],
    ['no street or number', { address: '', addressNumber: null }, ['address', 'addressNumber']],
    ['no neighbourhood', { neighborhood: null }, ['neighborhood']],
    ['no city', { city: { id: null, name: ' ' } }, ['city']],
    ['no state', { state: { id: null, name: null } }, ['state']],
    [
      'no residency country, so no address asked either',
      { country: { id: null, name: null }, zipCode: null, address: null },
      ['country'],
    ],
  ])('names the field of an adult with %s', (_case, overrides, fields) => {
    const issues = missingGuestFields(adult(overrides));
    expect(fieldsOf(issues)).toEqual(fields.map((field) => `body.${field}`));
    for (const issue of issues) expect(issue.message).toBe('validation.required');
  });

  it('asks a minor for a document and an address, not for e-mail or phone', () => {
    expect(fieldsOf(missingGuestFields(child({ documents: [], zipCode: null })))).toEqual([
      'body.documents',
      'body.zipCode',
    ]);
  });

  it('asks a minor with only a CPF for an identity document when the hotel lists any (decision 25)', () => {
    const documentTypes: TCompanyParameters['documentTypes'] = {
      main: { default: [1], foreign: [4], minor: [1, 0] },
      additional: { default: [3], foreign: [2], minor: [0, 3] },
    };
    const cpfOnly = child({
      documents: [{ isMain: true, documentTypeId: 1, documentNumber: '648.271.093-03' }],
    });
    expect(missingGuestFields(cpfOnly, { documentTypes })).toEqual([
      { field: 'body.documents', message: 'validation.additional_validation' },
    ]);
    expect(missingGuestFields(cpfOnly)).toEqual([]);
    const withRg = child({
      documents: [
        { isMain: true, documentTypeId: 1, documentNumber: '648.271.093-03' },
        { isMain: false, documentTypeId: 3, documentNumber: '45.678.912-3' },
      ],
    });
    expect(missingGuestFields(withRg, { documentTypes })).toEqual([]);
  });

  it('names every missing field of an empty record', () => {
    const empty = adult({
      name: '',
      lastName: '',
      gender: null,
      email: null,
      birthdate: null,
      nationality: { id: null, name: null },
      mobilePhone: { countryCode: null, areaCode: null, number: null },
      country: { id: null, name: null },
      documents: [],
    });
    expect(fieldsOf(missingGuestFields(empty))).toEqual(
      ['name', 'lastName', 'birthdate', 'gender', 'nationality', 'country', 'documents', 'email'].map(
        (field) => `body.${field}`,
      ),
    );
  });
});

describe('guestCompletenessIssues', () => {
  it('passes complete, valid records', () => {
    for (const guest of [adult(), child(), foreigner()]) {
      expect(guestCompletenessIssues(guest, { today: TODAY })).toEqual([]);
    }
  });

  it.each<[string, TCompletenessGuest, { field: string; message: string }]>([
    [
      'a CPF with wrong check digits',
      adult({ documents: [{ isMain: true, documentTypeId: 1, documentNumber: '529.982.247-26' }] }),
      { field: 'body.documents.0.documentNumber', message: 'validation.isValidDocument' },
    ],
    [
      'an adult aged 17',
      adult({ birthdate: '2009-03-11' }),
      { field: 'body.birthdate', message: 'validation.olderThanEighteen' },
    ],
    [
      'a child aged 18',
      child({ birthdate: '2008-03-10' }),
      { field: 'body.birthdate', message: 'validation.youngerThanEighteen' },
    ],
    [
      'an invalid saved e-mail',
      adult({ email: 'ana@@example' }),
      { field: 'body.email', message: 'validation.email' },
    ],
    [
      'a mobile with an unknown area code',
      adult({ mobilePhone: { countryCode: '55', areaCode: '20', number: '991234567' } }),
      { field: 'body.mobilePhone', message: 'validation.isValidMobilePhone' },
    ],
  ])('refuses %s', (_case, guest, issue) => {
    expect(guestCompletenessIssues(guest, { today: TODAY })).toEqual([issue]);
  });

  it('lists missing fields before invalid ones, and never one field twice', () => {
    const issues = guestCompletenessIssues(adult({ email: null, birthdate: '2030-01-01' }), { today: TODAY });
    expect(issues).toEqual([
      { field: 'body.email', message: 'validation.required' },
      { field: 'body.birthdate', message: 'validation.isBeforeToday' },
    ]);
  });
});

describe('missingGuestFields with documentImagesRequired', () => {
  const rgWith = (keys: { frontImageKey?: string | null; backImageKey?: string | null }) =>
    adult({
      documents: [
        { isMain: false, documentTypeId: 4, documentNumber: 'FX123' },
        { isMain: true, documentTypeId: 3, documentNumber: '12.345.678-9', ...keys },
      ],
    });
  const FRONT = { field: 'body.documents.1.frontImageKey', message: 'validation.frontImage' };
  const BACK = { field: 'body.documents.1.backImageKey', message: 'validation.backImage' };

  it.each<[string, TCompletenessGuest, boolean, object[]]>([
    ['not required', rgWith({}), false, []],
    ['required, none given', rgWith({}), true, [FRONT, BACK]],
    ['required, front only', rgWith({ frontImageKey: 'f' }), true, [BACK]],
    ['required, both given', rgWith({ frontImageKey: 'f', backImageKey: 'b' }), true, []],
    [
      'required, a passport needs its front only',
      adult({
        documents: [{ isMain: true, documentTypeId: 4, documentNumber: 'FX123456', frontImageKey: 'f' }],
      }),
      true,
      [],
    ],
  ])('%s', (_name, guest, documentImagesRequired, issues) => {
    expect(missingGuestFields(guest, { documentImagesRequired })).toEqual(issues);
    const all = guestCompletenessIssues(guest, { today: TODAY, documentImagesRequired });
    for (const issue of issues) expect(all).toContainEqual(issue);
  });
});
