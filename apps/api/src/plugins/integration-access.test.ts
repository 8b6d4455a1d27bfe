import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema/index.ts';
import { createApiKeysService } from '../modules/integration/api-keys-service.ts';
import { BASE, integrationCall, MAR, SOL } from '../modules/integration/integration-test-helpers.ts';
import { fillPath, openApiOperations } from '../test/openapi-routes.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { INTEGRATION_RATE_LIMIT } from './integration-access.ts';

const NOW = new Date('2026-03-10T15:00:00Z');

/** Every operation of the integration API: the reservations and forms, and the webhooks (decision 145). */
const INTEGRATION_OPERATIONS = [
  'createWebhookEndpoint',
  'deleteWebhookEndpoint',
  'integrationCancelReservation',
  'integrationGetGuestFnrh',
  'integrationGetGuestFnrhDigitalAttempts',
  'integrationGetGuestFnrhPdf',
  'integrationGetReservationStatus',
  'integrationListFinishedForms',
  'integrationUpsertReservation',
  'listWebhookDeliveries',
  'listWebhookEndpoints',
  'redeliverWebhook',
  'rotateWebhookSecret',
  'updateWebhookEndpoint',
];

describe('integration-access guard', () => {
  let testApp: TestApp;
  let now = NOW;
  const clock = () => now;
  const keys = () => createApiKeysService({ db: testApp.db, clock });
  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });
  afterAll(() => testApp.close());

  const feed = (key: string | null, headers = {}) =>
    integrationCall(testApp, 'GET', `${BASE}/fnrh`, key, undefined, headers);

  it('answers 401 API_KEY_INVALID without a key, with a malformed or unknown one, before validating', async () => {
    const cases: [string | null, Record<string, string>][] = [
      [null, {}],
      ['not-a-key', {}],
      [`hk_${'A'.repeat(43)}`, {}],
      [null, { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' }],
    ];
    for (const [key, headers] of cases) {
      const { status, body } = await feed(key, headers);
      expect(status, JSON.stringify({ key, headers })).toBe(401);
      expect(body).toMatchObject({ code: 'API_KEY_INVALID', details: {} });
    }
    // A bad body from a stranger is refused for the key, not the body: nothing of the schema leaks.
    const { status } = await integrationCall(testApp, 'PUT', `${BASE}/reservations/X1`, null, {
      nonsense: 1,
    });
    expect(status).toBe(401);
  });

  it('answers 401 API_KEY_INVALID on every integration route of the OpenAPI document, whatever the input', async () => {
    const routes = (await openApiOperations(testApp.app)).filter((operation) => operation.isIntegrationRoute);
    expect(routes.map((operation) => operation.operationId).sort()).toEqual(INTEGRATION_OPERATIONS);
    for (const operation of routes) {
      for (const payload of [undefined, '{"guests":', '{"odd":"\\u0000"}']) {
        if (operation.method === 'GET' && payload !== undefined) continue;
        const response = await testApp.app.inject({
          method: operation.method,
          url: `${fillPath(operation.path, () => 'x\u0000')}?cursor=%00&limit=-1`,
          headers: payload === undefined ? {} : { 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        const label = `${operation.method} ${operation.path} ${payload}`;
        expect(response.statusCode, label).toBe(401);
        expect(response.json().code, label).toBe('API_KEY_INVALID');
      }
    }
  });

  it('answers 401 to a revoked key and to a key rotated away; the new secret works', async () => {
    const issued = await keys().create(SOL, 'channel manager');
    expect((await feed(issued.secret)).status).toBe(200);
    const rotated = await keys().rotate(SOL, 'channel manager');
    expect(rotated).toMatchObject({ name: 'channel manager', rotatedFromId: issued.id });
    expect((await feed(issued.secret)).status).toBe(401);
    expect((await feed(rotated.secret)).status).toBe(200);
    await keys().revoke(SOL, rotated.id);
    const { status, body } = await feed(rotated.secret);
    expect(status).toBe(401);
    expect(body.code).toBe('API_KEY_INVALID');
  });

  it('records the last use at most once a minute', async () => {
    const issued = await keys().create(MAR, 'pms');
    const lastUsed = async () =>
      (await testApp.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id)))[0]?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await feed(issued.secret);
    expect(await lastUsed()).toEqual(now);
    const first = now;
    now = new Date(first.getTime() + 30_000);
    await feed(issued.secret);
    expect(await lastUsed()).toEqual(first);
    now = new Date(first.getTime() + 61_000);
    await feed(issued.secret);
    expect(await lastUsed()).toEqual(now);
    now = NOW;
  });

  it('is in the OpenAPI document: every integration route needs the key and documents 401 and 429', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(BASE))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations).toHaveLength(INTEGRATION_OPERATIONS.length);
    for (const operation of operations) {
      expect(operation.security).toEqual([{ integrationKey: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '429']));
    }
    expect(document.components.securitySchemes.integrationKey).toMatchObject({ scheme: 'bearer' });
  });
});

describe('integration API rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      // The production route limits (factor 1); the global limit out of the way.
      rateLimit: { max: 100_000, timeWindowMs: 60_000, routeMaxFactor: 1 },
    });
  });
  afterAll(() => testApp.close());

  it('answers 429 RATE_LIMITED to a key past its limit, while another key of the hotel goes on', async () => {
    const service = createApiKeysService({ db: testApp.db, clock: () => new Date() });
    const busy = (await service.create(SOL, 'busy')).secret;
    const calm = (await service.create(SOL, 'calm')).secret;
    for (let call = 0; call < INTEGRATION_RATE_LIMIT.max; call += 1) {
      const { status } = await integrationCall(testApp, 'GET', `${BASE}/fnrh?limit=1`, busy);
      expect(status).toBe(200);
    }
    const { status, body, headers } = await integrationCall(testApp, 'GET', `${BASE}/fnrh?limit=1`, busy);
    expect(status).toBe(429);
    expect(body.code).toBe('RATE_LIMITED');
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect((await integrationCall(testApp, 'GET', `${BASE}/fnrh?limit=1`, calm)).status).toBe(200);
  });
});
