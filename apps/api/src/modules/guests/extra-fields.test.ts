import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { ANA, call, guest, NOW } from './guest-test-helpers.ts';

/** Sol Nascente asks a free vehicle plate and a required dietary restriction chosen from a list. */
describe("PUT /api/clients/:id: the hotel's extra fields, checked as the form checks them", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const save = (body: unknown) => call(testApp, 'PUT', guest('1001:ana'), ANA, { body });
  const saved = async () => (await call(testApp, 'GET', guest('1001:ana'), ANA)).body.guest;

  it('stores answers that follow the rules', async () => {
    const { status, body } = await save({
      additionalData: { dietaryRestriction: 'vegan', vehiclePlate: 'ABC1D23' },
    });
    expect(status).toBe(200);
    expect(body.additionalData).toEqual({ dietaryRestriction: 'vegan', vehiclePlate: 'ABC1D23' });
  });

  it('stores a number within the limits and an e-mail repeated (case aside)', async () => {
    const additionalData = {
      dietaryRestriction: 'none',
      peopleInVehicle: 9,
      invoiceEmail: 'Ana@Example.com',
      invoiceEmailRepeat: 'ana@example.com',
    };
    const { status, body } = await save({ additionalData });
    expect(status).toBe(200);
    expect(body.additionalData).toEqual(additionalData);
  });

  it.each([
    [
      'an option the hotel does not offer',
      { dietaryRestriction: 'carnivore' },
      'dietaryRestriction',
      'validation.required',
    ],
    ['a required field left out', { vehiclePlate: 'XYZ' }, 'dietaryRestriction', 'validation.required'],
    [
      'a text over 200 characters',
      { dietaryRestriction: 'none', vehiclePlate: 'x'.repeat(201) },
      'vehiclePlate',
      'validation.maxLength',
    ],
    [
      'a key the hotel never asked',
      { dietaryRestriction: 'none', isVip: true },
      'isVip',
      'Not a field of this hotel.',
    ],
    [
      'a number under the hotel’s minimum',
      { dietaryRestriction: 'none', peopleInVehicle: 0 },
      'peopleInVehicle',
      'validation.minValue',
    ],
    [
      'a number over the hotel’s maximum',
      { dietaryRestriction: 'none', peopleInVehicle: 12 },
      'peopleInVehicle',
      'validation.maxValue',
    ],
    [
      'an e-mail that is not one',
      { dietaryRestriction: 'none', invoiceEmail: 'ana@', invoiceEmailRepeat: 'ana@' },
      'invoiceEmail',
      'validation.email',
    ],
    [
      'a repeated e-mail that differs',
      { dietaryRestriction: 'none', invoiceEmail: 'ana@example.com', invoiceEmailRepeat: 'ana@example.org' },
      'invoiceEmailRepeat',
      'validation.sameAs',
    ],
    [
      'an e-mail not repeated',
      { dietaryRestriction: 'none', invoiceEmail: 'ana@example.com' },
      'invoiceEmailRepeat',
      'validation.sameAs',
    ],
    [
      'an object where a text goes',
      { dietaryRestriction: { $ne: 1 } },
      'dietaryRestriction',
      'validation.required',
    ],
  ])(
    'refuses %s with the field and its message, and stores nothing',
    async (_case, additionalData, key, message) => {
      const before = await saved();
      const { status, body } = await save({ additionalData });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields).toContainEqual({ field: `body.additionalData.${key}`, message });
      expect(await saved()).toEqual(before);
    },
  );

  it('refuses free extraFields, which no hotel asks for', async () => {
    const { status, body } = await save({ extraFields: { anything: '<script>' } });
    expect(status).toBe(400);
    expect(body.details.fields).toContainEqual({
      field: 'body.extraFields.anything',
      message: 'Not a field of this hotel.',
    });
  });
});
