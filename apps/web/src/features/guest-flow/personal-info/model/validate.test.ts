import { describe, expect, it } from 'vitest';
import { COMPANY, COMPLETE_MAIN } from '../test-kit/fixtures.ts';
import { validatePersonalInfo } from './validate.ts';
import type { TValidationContext } from './validate.ts';
import { EMPTY_VALUES, valuesFromGuest } from './values.ts';
import type { TPersonalInfoValues } from './values.ts';

const ADULT: TValidationContext = {
  today: '2026-11-22',
  isChild: false,
  isNameLocked: false,
  original: { name: 'Ana', lastName: 'Souza' },
  documentImagesRequired: false,
  documentTypesConfig: COMPANY.parameters.documentTypes,
};
const CHILD: TValidationContext = { ...ADULT, isChild: true, original: { name: 'Laura', lastName: 'Souza' } };
const VALID = valuesFromGuest(COMPLETE_MAIN);
const keyOf = (values: Partial<TPersonalInfoValues>, context = ADULT) =>
  Object.fromEntries(
    Object.entries(validatePersonalInfo({ ...VALID, ...values }, context)).map(([field, m]) => [
      field,
      m.key,
    ]),
  );

describe('validatePersonalInfo', () => {
  it('accepts a complete form', () => {
    expect(validatePersonalInfo(VALID, ADULT)).toEqual({});
  });

  it.each([
    [{ name: 'Ana Maria' }],
    [{ lastName: "Souza D'Ávila" }],
    [{ name: 'Ana Maria', lastName: 'de Souza Lima' }],
  ])('accepts the fuller name of the document: %j', (values) => {
    expect(keyOf(values)).toEqual({});
  });

  it('blames the last name for another surname', () => {
    expect(keyOf({ lastName: 'Pereira' })).toEqual({ lastName: 'validation.isAllowedName' });
  });

  it('asks an adult for every mandatory field, in the form order', () => {
    const errors = validatePersonalInfo({ ...EMPTY_VALUES, countryId: 'BR' }, ADULT);
    expect(Object.keys(errors)).toEqual([
      'name',
      'lastName',
      'birthdate',
      'gender',
      'documentType',
      'documentNumber',
      'email',
      'zipCode',
      'state',
      'city',
      'address',
      'addressNumber',
      'neighborhood',
      'terms',
    ]);
    expect(Object.values(errors).every((m) => m.key === 'validation.required')).toBe(true);
  });

  it('leaves the e-mail optional for a child, and the address to residents of Brazil', () => {
    const errors = validatePersonalInfo({ ...EMPTY_VALUES, countryId: 'AR', acceptTerms: true }, CHILD);
    expect(Object.keys(errors)).toEqual([
      'name',
      'lastName',
      'birthdate',
      'gender',
      'documentType',
      'documentNumber',
      'city',
    ]);
  });

  it.each<[string, Partial<TPersonalInfoValues>, Record<string, string>]>([
    [
      'a CPF with wrong check digits',
      { documentNumber: '529.982.247-24' },
      { documentNumber: 'validation.isValidDocument' },
    ],
    ['an incomplete date', { birthDay: '' }, { birthdate: 'validation.isValidDate' }],
    ['an impossible date', { birthDay: '31', birthMonth: '02' }, { birthdate: 'validation.isValidDate' }],
    [
      'a date after today',
      { birthYear: '2026', birthMonth: '12', birthDay: '01' },
      { birthdate: 'validation.isBeforeToday' },
    ],
    ['a date 111 years ago', { birthYear: '1915' }, { birthdate: 'validation.isYoungerThan110Years' }],
    ['an adult born 10 years ago', { birthYear: '2016' }, { birthdate: 'validation.olderThanEighteen' }],
    ['an invalid e-mail', { email: 'ana@example' }, { email: 'validation.email' }],
    ['a mobile of 8 digits', { mobileNumber: '91234567' }, { mobilePhone: 'validation.isValidMobilePhone' }],
    ['a home phone without area code', { homeDdd: '' }, { homePhone: 'validation.isValidPhone' }],
    ['a name very different', { name: 'Mariana' }, { name: 'validation.isAllowedName' }],
    [
      'a social name switched on and empty',
      { informSocialName: true },
      { socialName: 'validation.required' },
    ],
    ['a zip code of 5 digits', { zipCode: '88015' }, { zipCode: 'own' }],
    ['terms not accepted', { acceptTerms: false }, { terms: 'validation.required' }],
    ['a NUL byte in the address', { address: 'Rua\u0000Azul' }, { address: 'validation.isPlainText' }],
    ['half an emoji in the last name', { lastName: 'Costa\uD83D' }, { lastName: 'validation.isPlainText' }],
  ])('refuses %s', (_, values, expected) => {
    expect(keyOf(values)).toEqual(expected);
  });

  it('checks a child against the minor rule and the additional document rule', () => {
    const child = { ...VALID, name: 'Laura', birthYear: '2016' };
    expect(keyOf({ ...child, birthYear: '1990' }, CHILD)).toMatchObject({
      birthdate: 'validation.youngerThanEighteen',
    });
    expect(keyOf(child, CHILD)).toEqual({ additionalDocumentType: 'validation.additional_validation' });
    expect(keyOf({ ...child, additionalDocumentTypeId: '3', additionalDocumentNumber: '12' }, CHILD)).toEqual(
      {
        additionalDocumentNumber: 'validation.isValidDocument',
      },
    );
    expect(
      keyOf({ ...child, additionalDocumentTypeId: '3', additionalDocumentNumber: '12.345.678-9' }, CHILD),
    ).toEqual({});
  });

  it('asks for the document photos only when the hotel requires them: the front, then the back', () => {
    const required = { ...ADULT, documentImagesRequired: true };
    const images = (frontImageKey: string | null, backImageKey: string | null = null) => ({
      documentImages: { frontImageKey, backImageKey },
    });
    const cpf = { documentTypeId: '1', ...images(null) };
    expect(keyOf(cpf)).toEqual({});
    expect(keyOf(cpf, required)).toEqual({ documentImages: 'validation.frontImage' });
    expect(keyOf({ ...cpf, ...images('k/front.jpg') }, required)).toEqual({
      documentImages: 'validation.backImage',
    });
    expect(keyOf({ ...cpf, ...images('k/front.jpg', 'k/back.jpg') }, required)).toEqual({});
    // A passport has one page: its front is enough.
    expect(
      keyOf({ documentTypeId: '4', documentNumber: 'AB123456', ...images('k/p.jpg') }, required),
    ).not.toHaveProperty('documentImages');
  });

  it('does not check the name of a billed main guest', () => {
    expect(keyOf({ name: 'Mariana' }, { ...ADULT, isNameLocked: true })).toEqual({});
  });
});
