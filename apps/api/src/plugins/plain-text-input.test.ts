import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import { percentEncode } from '../test/openapi-routes.ts';
import { buildTestApp, fixedClock, type TestApp } from '../test/test-app.ts';
import { callApi, guest, NOW, RAFAEL } from '../modules/guests/guest-test-helpers.ts';

const NUL = 'Rua\u0000Azul';
const LONE = 'Rua\uD83DAzul';
const rafael = guest('1020:rafael');

/**
 * Issue 12: a NUL byte or a lone surrogate answered 500 from 14 text fields of the guest's save, its
 * free-JSON keys and values, the rating's comment, the terms e-mail's name and the zip search. Each now
 * answers 400 with the field's translated message (the shared safeText of the contracts).
 */
describe('text that is not plain text', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const saveFields: [string, (value: string) => Record<string, unknown>, string][] = [
    ['address', (value) => ({ address: value }), 'body.address'],
    ['neighborhood', (value) => ({ neighborhood: value }), 'body.neighborhood'],
    ['addressComplement', (value) => ({ addressComplement: value }), 'body.addressComplement'],
    ['state.name', (value) => ({ state: { id: 'SC', name: value } }), 'body.state.name'],
    ['arrivingFrom.city', (value) => ({ arrivingFrom: { city: value } }), 'body.arrivingFrom.city'],
    [
      'documents.0.documentNumber',
      (value) => ({ documents: [{ isMain: true, documentTypeId: 1, documentNumber: value }] }),
      'body.documents.0.documentNumber',
    ],
    ['extraFields value', (value) => ({ extraFields: { pet: value } }), 'body.extraFields'],
    ['additionalData key', (value) => ({ additionalData: { [value]: 'x' } }), 'body.additionalData'],
    ['optins', (value) => ({ optins: [{ id: value }] }), 'body.optins'],
  ];

  it.each(
    saveFields.flatMap(
      ([label, body, field]) =>
        [
          [`${label} (NUL)`, body(NUL), field],
          [`${label} (lone surrogate)`, body(LONE), field],
        ] as const,
    ),
  )('PUT /api/clients/{id} %s: 400 validation.isPlainText', async (_label, body, field) => {
    const { status, body: answer } = await callApi(testApp, 'PUT', `/api/clients/${rafael}`, RAFAEL, {
      body,
    });
    expect(status).toBe(400);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.details.fields).toContainEqual({ field, message: 'validation.isPlainText' });
  });

  it.each([NUL, LONE])(
    'POST /api/rating with %j in the comment: 400 validation.isPlainText',
    async (comment) => {
      const { status, body } = await callApi(testApp, 'POST', '/api/rating', RAFAEL, {
        body: { guestId: rafael, rating: 5, comment },
      });
      expect(status).toBe(400);
      expect(body.details.fields).toEqual([{ field: 'body.comment', message: 'validation.isPlainText' }]);
    },
  );

  it.each([NUL, LONE])(
    'POST /api/terms/sendToGuest with %j in the name: 400 validation.isPlainText',
    async (name) => {
      const { status, body } = await callApi(testApp, 'POST', '/api/terms/sendToGuest', RAFAEL, {
        body: { termId: rafael, name, email: 'rafael.costa@example.com' },
      });
      expect(status).toBe(400);
      expect(body.details.fields).toEqual([{ field: 'body.name', message: 'validation.isPlainText' }]);
    },
  );

  // A URL cannot carry a lone surrogate: its bytes (ED A0 BD) decode to U+FFFD, plain text.
  it.each([NUL, 'Rua\u001bAzul'])(
    'GET /api/zip with %j in the address: 400 validation.isPlainText',
    async (address) => {
      const response = await testApp.app.inject({
        url: `/api/zip?state=SC&city=Imbituba&address=${percentEncode(address)}`,
        headers: { host: HOSTS.solnascente },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toContainEqual({
        field: 'query.address',
        message: 'validation.isPlainText',
      });
    },
  );

  it('still saves text with accents, emoji and line breaks', async () => {
    const { status } = await callApi(testApp, 'PUT', `/api/clients/${rafael}`, RAFAEL, {
      body: { addressComplement: 'Apto 3 — bloco B 😀', neighborhood: 'São João' },
    });
    expect(status).toBe(200);
  });
});
