import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { issueKey, MAR, SOL } from '../integration/integration-test-helpers.ts';
import { emitWebhookEvent } from './emit-webhook-event.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-test-receiver.ts';

const NOW = '2026-03-10T15:00:00.000Z';

/** The routes in the API as it runs, behind the integration API's key guard: each hotel calls with its own key. */
describe('/api/integration/v1/webhooks routes', () => {
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  const clock = fixedClock(NOW);
  const keys: Record<string, string> = {};
  const callAs = (
    companyId: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) =>
    testApp.app.inject({
      method,
      url: `/api/integration/v1/webhooks${url}`,
      headers: { authorization: `Bearer ${keys[companyId]}` },
      ...(body && { payload: body }),
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    keys[SOL] = await issueKey(testApp, SOL, 'PMS', clock);
    keys[MAR] = await issueKey(testApp, MAR, 'PMS', clock);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
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

    await testApp.db.transaction((tx) =>
      emitWebhookEvent(
        tx,
        {
          companyId: SOL,
          type: 'guest_list.finished',
          data: {
            reservationId: SOL,
            reservationNumber: '1144',
            finishedAt: NOW,
            guestCount: 1,
          },
        },
        { clock },
      ),
    );
    await localOutboxWorker(testApp.db, clock).drainOnce();
    const log = await callAs(SOL, 'GET', `/${endpoint.id}/deliveries?limit=5`);
    expect(log.statusCode).toBe(200);
    const [delivery] = log.json().deliveries;
    expect(delivery).toMatchObject({
      eventType: 'guest_list.finished',
      status: 'delivered',
      attempts: [{ attemptedAt: NOW, statusCode: 204, error: null }],
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
      ['POST', `/${endpoint.id}/rotate-secret`],
    ] as const) {
      const answer = await callAs(MAR, method, url, method === 'PATCH' ? { isEnabled: false } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }

    // A new secret, shown once; the replaced one signs beside it for 24 hours unless told otherwise.
    const rotated = await callAs(SOL, 'POST', `/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({
      id: endpoint.id,
      previousSecretExpiresAt: '2026-03-11T15:00:00.000Z',
    });
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(endpoint.secret);
    const shortGrace = await callAs(SOL, 'POST', `/${endpoint.id}/rotate-secret?previousSecretHours=2`);
    expect(shortGrace.json().previousSecretExpiresAt).toBe('2026-03-10T17:00:00.000Z');
    const tooLong = await callAs(SOL, 'POST', `/${endpoint.id}/rotate-secret?previousSecretHours=169`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields[0].field).toBe('query.previousSecretHours');

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
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/integration/v1/webhooks/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('API_KEY_INVALID');
  });
});
