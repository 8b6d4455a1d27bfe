import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { HttpError } from '../../http-error.ts';
import errorsPlugin from '../../plugins/errors.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { emitWebhookEvent } from './emit-webhook-event.ts';
import { webhookRoutes, type IntegrationGuard } from './routes.ts';
import { createWebhookService } from './service.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-test-receiver.ts';

const SOL = demoCompanyId('solnascente');
const MAR = demoCompanyId('marazul');
const NOW = new Date('2026-03-10T15:00:00Z');

/**
 * The routes on their own, with the zod compilers and the errors plugin the API uses. The integration
 * API key guard is another change's (decision 145): here the caller's hotel comes from a test header, so
 * these tests prove the routes' shapes, codes and tenancy, not the key check.
 */
describe('/api/integration/v1/webhooks routes', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let receiver: WebhookReceiver;
  const clock = () => NOW;
  const testGuard: IntegrationGuard = {
    preHandler: async (request) => {
      if (typeof request.headers['x-test-company'] !== 'string') {
        throw new HttpError(401, 'UNAUTHORIZED', 'An API key is required.');
      }
    },
    accessOf: (request) => ({ companyId: String(request.headers['x-test-company']), apiKeyId: 'test' }),
  };
  const callAs = (
    companyId: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) =>
    app.inject({
      method,
      url: `/api/integration/v1/webhooks${url}`,
      headers: { 'x-test-company': companyId },
      ...(body && { payload: body }),
    });

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedDemoData(testDb.db, { today: '2026-03-10' });
    receiver = await startWebhookReceiver();
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin, {});
    const webhookService = createWebhookService({
      db: testDb.db,
      clock,
      signingKey: TEST_SECRETS.webhookSigningKey,
      policy: { isProduction: false },
    });
    await app.register(webhookRoutes, {
      prefix: '/api/integration/v1/webhooks',
      webhookService,
      integration: testGuard,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
    await testDb.cleanup();
  });

  it('creates, lists, changes, logs, redelivers and deletes, and answers 404 to another hotel', async () => {
    const created = await callAs(SOL, 'POST', '/', {
      url: receiver.url('/routes'),
      events: ['guest.completed'],
      description: 'PMS',
    });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({ url: receiver.url('/routes'), isEnabled: true, description: 'PMS' });
    expect(endpoint.secret).toMatch(/^whsec_/);

    const listed = await callAs(SOL, 'GET', '/');
    expect(listed.json().endpoints).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    expect((await callAs(MAR, 'GET', '/')).json()).toEqual({ endpoints: [] });

    const changed = await callAs(SOL, 'PATCH', `/${endpoint.id}`, {
      events: ['guest.completed', 'guest_list.finished'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().events).toEqual(['guest.completed', 'guest_list.finished']);

    await testDb.db.transaction((tx) =>
      emitWebhookEvent(
        tx,
        {
          companyId: SOL,
          type: 'guest_list.finished',
          data: {
            reservationId: SOL,
            reservationNumber: '1144',
            finishedAt: NOW.toISOString(),
            guestCount: 1,
          },
        },
        { clock },
      ),
    );
    await localOutboxWorker(testDb.db, clock).drainOnce();
    const log = await callAs(SOL, 'GET', `/${endpoint.id}/deliveries?limit=5`);
    expect(log.statusCode).toBe(200);
    const [delivery] = log.json().deliveries;
    expect(delivery).toMatchObject({
      eventType: 'guest_list.finished',
      status: 'delivered',
      attempts: [{ attemptedAt: NOW.toISOString(), statusCode: 204, error: null }],
    });

    const redelivered = await callAs(SOL, 'POST', `/${endpoint.id}/deliveries/${delivery.id}/redeliver`);
    expect(redelivered.statusCode).toBe(202);
    expect(redelivered.json()).toMatchObject({
      id: delivery.id,
      eventId: delivery.eventId,
      status: 'pending',
    });

    for (const [method, url] of [
      ['PATCH', `/${endpoint.id}`],
      ['DELETE', `/${endpoint.id}`],
      ['GET', `/${endpoint.id}/deliveries`],
      ['POST', `/${endpoint.id}/deliveries/${delivery.id}/redeliver`],
    ] as const) {
      const answer = await callAs(MAR, method, url, method === 'PATCH' ? { isEnabled: false } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }

    expect((await callAs(SOL, 'DELETE', `/${endpoint.id}`)).statusCode).toBe(204);
    expect((await callAs(SOL, 'GET', `/${endpoint.id}/deliveries`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field, and changes nothing', async () => {
    const cases: [string, 'POST' | 'PATCH', string, object, string][] = [
      [
        'an http URL',
        'POST',
        '/',
        { url: 'http://pms.example.com/', events: ['guest.completed'] },
        'body.url',
      ],
      [
        'an unknown event',
        'POST',
        '/',
        { url: 'https://pms.example.com/', events: ['guest.left'] },
        'body.events.0',
      ],
      ['no event', 'POST', '/', { url: 'https://pms.example.com/', events: [] }, 'body.events'],
      ['not a uuid', 'PATCH', '/not-a-uuid', { isEnabled: false }, 'params.endpointId'],
    ];
    for (const [name, method, url, body, field] of cases) {
      const answer = await callAs(SOL, method, url, body);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().code, name).toBe('VALIDATION_FAILED');
      expect(
        answer.json().details.fields.map((issue: { field: string }) => issue.field),
        name,
      ).toContain(field);
    }
    expect((await callAs(SOL, 'GET', '/')).json()).toEqual({ endpoints: [] });
    const anonymous = await app.inject({ method: 'GET', url: '/api/integration/v1/webhooks/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
