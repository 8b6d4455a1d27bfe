import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { ANA, BRUNO, call, CAMILA, guest, NOW, RAFAEL } from './guest-test-helpers.ts';

describe('PUT /api/clients/:id: field rules', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const put = (id: string, claims: typeof ANA, body: unknown) => call(testApp, 'PUT', id, claims, { body });

  it.each([
    [
      'a CPF with wrong check digits',
      { documents: [{ isMain: true, documentTypeId: 1, documentNumber: '529.982.247-26' }] },
      'body.documents.0.documentNumber',
      'validation.isValidDocument',
    ],
    ['an invalid e-mail', { email: 'ana@@example' }, 'body.email', 'validation.email'],
    ['a birthdate tomorrow', { birthdate: '2026-03-11' }, 'body.birthdate', 'validation.isBeforeToday'],
    [
      'a birthdate 111 years ago',
      { birthdate: '1915-03-10' },
      'body.birthdate',
      'validation.isYoungerThan110Years',
    ],
    ['an impossible date', { birthdate: '1990-02-30' }, 'body.birthdate', 'validation.isValidDate'],
    [
      'an adult born 17 years ago',
      { birthdate: '2009-03-10' },
      'body.birthdate',
      'validation.olderThanEighteen',
    ],
    [
      'a mobile with DDD 20',
      { mobilePhone: { countryCode: '55', areaCode: '20', number: '991234567' } },
      'body.mobilePhone',
      'validation.isValidMobilePhone',
    ],
    [
      'a home phone of 3 digits',
      { homePhone: { ddi: '55', ddd: '48', number: '123' } },
      'body.homePhone',
      'validation.isValidPhone',
    ],
  ])('refuses %s naming the field', async (_case, body, field, message) => {
    const { status, body: answer } = await put(guest('1001:ana'), ANA, body);
    expect(status).toBe(400);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.details.fields).toContainEqual({ field, message });
  });

  it('refuses a child aged 18 and accepts one aged 17', async () => {
    const child = guest('1020:laura');
    const aged18 = await put(child, RAFAEL, { birthdate: '2008-03-10' });
    expect(aged18.status).toBe(400);
    expect(aged18.body.details.fields).toContainEqual({
      field: 'body.birthdate',
      message: 'validation.youngerThanEighteen',
    });
    expect((await put(child, RAFAEL, { birthdate: '2008-03-11' })).status).toBe(200);
  });

  it('asks a minor whose main document is a CPF for an additional document (additional_validation)', async () => {
    const child = guest('1020:laura');
    const cpf = { isMain: true, documentTypeId: 1, documentNumber: '529.982.247-25' };
    const alone = await put(child, RAFAEL, { documents: [cpf] });
    expect(alone.status).toBe(400);
    expect(alone.body.details.fields).toContainEqual({
      field: 'body.documents',
      message: 'validation.additional_validation',
    });
    const withId = await put(child, RAFAEL, {
      documents: [cpf, { isMain: false, documentTypeId: 3, documentNumber: '45.678.912-3' }],
    });
    expect(withId.status).toBe(200);
    const certificate = {
      isMain: true,
      documentTypeId: 0,
      documentNumber: '10453901552013100130012300000111',
    };
    expect((await put(child, RAFAEL, { documents: [certificate] })).status).toBe(200);
  });

  it('answers NAME_LOCKED_BILLED when the main guest of a billed reservation changes the name', async () => {
    const { status, body } = await put(guest('1030:camila'), CAMILA, { name: 'Camilla' });
    expect(status).toBe(400);
    expect(body.code).toBe('NAME_LOCKED_BILLED');
    expect((await put(guest('1030:camila'), CAMILA, { lastName: 'Azevedo Lima' })).body.code).toBe(
      'NAME_LOCKED_BILLED',
    );
    expect(
      (await put(guest('1030:camila'), CAMILA, { name: 'Camila', email: 'camila@example.com' })).status,
    ).toBe(200);
  });

  it('lets a non-billed guest fix the name within isAllowedName, not change it to another person', async () => {
    const fixed = await put(guest('1001:ana'), ANA, { name: 'Anna', lastName: 'Souza' });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ name: 'Anna', lastName: 'Souza' });
    const fuller = await put(guest('1001:ana'), ANA, { name: 'Anna Maria', lastName: "Souza D'Ávila" });
    expect(fuller.status).toBe(200);
    expect(fuller.body).toMatchObject({ name: 'Anna Maria', lastName: "Souza D'Ávila" });
    const other = await put(guest('1001:bruno'), BRUNO, { name: 'Marcelo', lastName: 'Pereira' });
    expect(other.status).toBe(400);
    expect(other.body.details.fields).toContainEqual({
      field: 'body.name',
      message: 'validation.isAllowedName',
    });
  });

  it('drops empty strings and nulls but clears jobId and the home phone', async () => {
    await put(guest('1001:bruno'), BRUNO, {
      jobId: '42',
      jobName: 'Engenheiro',
      homePhone: { ddi: '55', ddd: '48', number: '32345678' },
    });
    const { status, body } = await put(guest('1001:bruno'), BRUNO, {
      jobId: null,
      jobName: '',
      email: null,
      homePhone: { ddi: '', ddd: '', number: '' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      jobId: null,
      jobName: 'Engenheiro',
      email: 'bruno.souza@example.com',
      homePhone: { ddi: null, ddd: null, number: null },
    });
  });

  it('clears the optional mobile phone and trip answers a guest empties (issue 13)', async () => {
    const bruno = guest('1001:bruno');
    await put(bruno, BRUNO, {
      mobilePhone: { countryCode: '55', areaCode: '48', number: '991237654' },
      purposeTrip: 'LEISURE',
      arrivingBy: 'CAR',
      arrivingFrom: { country: 'BR', state: 'SC', city: 'Imbituba' },
      nextDestination: { country: 'BR', state: 'SP', city: 'São Paulo' },
    });
    const kept = await put(bruno, BRUNO, { name: 'Bruno' });
    expect(kept.body).toMatchObject({ mobilePhone: { number: '991237654' }, arrivingBy: 'CAR' });
    const { status, body } = await put(bruno, BRUNO, {
      mobilePhone: null,
      purposeTrip: '',
      arrivingBy: '',
      arrivingFrom: { country: '', state: '', city: '' },
      nextDestination: null,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      mobilePhone: { countryCode: null, areaCode: null, number: null },
      purposeTrip: null,
      arrivingBy: null,
      arrivingFrom: { country: null, state: null, city: null },
      nextDestination: { country: null, state: null, city: null },
    });
  });

  it('never answers 500 to odd bodies', async () => {
    const odd: unknown[] = [
      null,
      [],
      'text',
      42,
      true,
      {},
      { name: 42 },
      { name: '' },
      { name: '   ' },
      { birthdate: 'x' },
      { birthdate: '0000-00-00' },
      { birthdate: '99999-01-01' },
      { documents: [{}] },
      { documents: 'x' },
      { documents: [{ isMain: true, documentTypeId: 9, documentNumber: '1' }] },
      { mobilePhone: { countryCode: '+', areaCode: '', number: '' } },
      { mobilePhone: 'x' },
      { homePhone: null },
      { homePhone: { ddi: 'ab' } },
      { nationality: { id: null } },
      { extraFields: [] },
      { additionalData: { a: { b: [1, 2] } } },
      { optins: [{ type: 4 }] },
      { gender: 'robot' },
      { isChild: 'yes' },
      { email: 'a'.repeat(300) },
      { name: '\u0000' },
      { lastName: 'Souza'.repeat(40) },
      { __proto__: { x: 1 } },
    ];
    for (let seed = 0; seed < 40; seed++) {
      odd.push({
        name: String.fromCharCode(65 + (seed % 26)).repeat(seed),
        birthdate: `19${seed}-0${seed % 9}-1${seed % 10}`,
      });
    }
    for (const body of odd) {
      const { status } = await put(
        guest('1001:carla'),
        { ...ANA, guestId: guest('1001:carla'), masterGuest: false },
        body,
      );
      expect([200, 400, 415], JSON.stringify(body)).toContain(status);
    }
  });
});
