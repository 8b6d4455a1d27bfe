import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TWebhookEventType } from '@hospedar/contracts/integration/webhooks';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { outboxMessages, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { HttpError } from '../../http-error.ts';
import { OUTBOX_MAX_ATTEMPTS } from '../messaging/retry-schedule.ts';
import { emitWebhookEvent } from './emit-webhook-event.ts';
import type { WebhookEventData } from './event-data.ts';
import { createHttpWebhookSender } from './http-webhook-sender.ts';
import { createWebhookService, type WebhookService } from './service.ts';
import { readmeVerifier, startWebhookReceiver, type WebhookReceiver } from './webhook-test-receiver.ts';

const SOL = demoCompanyId('solnascente');
const MAR = demoCompanyId('marazul');
const verifyWebhook = readmeVerifier();

const completed = (guestId: string): WebhookEventData['guest.completed'] => ({
  reservationId: '8b1d2a52-1f39-4a5e-9a40-5f2d7c1e0a11',
  reservationNumber: '1140',
  guestId,
  fnrhId: 'f5a1c0de-0000-4000-8000-000000000140',
  isUpdate: false,
});

describe('webhooks: events from the outbox to a hotel endpoint', () => {
  let testDb: TestDb;
  let receiver: WebhookReceiver;
  let service: WebhookService;
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  const advanceSeconds = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const worker = () => localOutboxWorker(testDb.db, clock);
  const emit = <T extends TWebhookEventType>(companyId: string, type: T, data: WebhookEventData[T]) =>
    testDb.db.transaction((tx) => emitWebhookEvent(tx, { companyId, type, data }, { clock }));
  /** Drains until nothing is due, moving the clock past each retry's wait. */
  const drainAll = async () => {
    for (let round = 0; round < OUTBOX_MAX_ATTEMPTS + 2; round += 1) {
      await worker().drainOnce();
      advanceSeconds(60 * 60);
    }
  };
  const isSignedBy = (
    secret: string,
    entry: { headers: Record<string, unknown>; body: string } | undefined,
  ) =>
    entry !== undefined &&
    verifyWebhook(secret, entry.headers as Record<string, string>, entry.body, now.getTime());
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
    return { status: error.statusCode, code: error.code, details: error.details };
  };

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedDemoData(testDb.db, { today: '2026-03-10' });
    receiver = await startWebhookReceiver();
    service = createWebhookService({
      db: testDb.db,
      clock,
      signingKey: TEST_SECRETS.webhookSigningKey,
      policy: { isProduction: false },
    });
  });
  afterAll(async () => {
    await receiver.close();
    await testDb.cleanup();
  });
  beforeEach(async () => {
    // Each test starts with no endpoint and no send left over from another.
    await drainAll();
    await testDb.db.delete(webhookEndpoints);
  });

  it('delivers a subscribed event with a signature the README example verifies', async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/signed'),
      events: ['guest.completed'],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const eventId = await emit(SOL, 'guest.completed', completed('11111111-1111-4111-8111-111111111111'));
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });

    const [delivered, ...more] = receiver.received('/signed');
    expect(more).toEqual([]);
    if (!delivered) throw new Error('nothing arrived');
    expect(delivered.headers['webhook-id']).toBe(eventId);
    expect(delivered.headers['webhook-timestamp']).toBe(String(now.getTime() / 1000));
    expect(delivered.headers['content-type']).toBe('application/json');
    expect(JSON.parse(delivered.body)).toEqual({
      type: 'guest.completed',
      timestamp: now.toISOString(),
      data: completed('11111111-1111-4111-8111-111111111111'),
    });
    expect(isSignedBy(endpoint.secret, delivered)).toBe(true);
    // The check can fail: another secret, a changed body, a changed id, an old timestamp.
    const other = await service.createEndpoint(SOL, {
      url: receiver.url('/other'),
      events: ['guest.completed'],
    });
    expect(isSignedBy(other.secret, delivered)).toBe(false);
    expect(isSignedBy(endpoint.secret, { ...delivered, body: delivered.body.replace('1140', '1141') })).toBe(
      false,
    );
    expect(
      isSignedBy(endpoint.secret, { ...delivered, headers: { ...delivered.headers, 'webhook-id': 'evt_x' } }),
    ).toBe(false);
    advanceSeconds(6 * 60);
    expect(isSignedBy(endpoint.secret, delivered)).toBe(false);
    await service.deleteEndpoint(SOL, other.id);
  });

  it('shows the secret once and keeps no copy of it', async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/once'),
      events: ['guest.completed'],
    });
    const listed = await service.listEndpoints(SOL);
    expect(listed.endpoints).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    const rows = await testDb.db.select().from(webhookEndpoints);
    expect(JSON.stringify(rows)).not.toContain(endpoint.secret.slice('whsec_'.length));
    expect(JSON.stringify(rows)).not.toContain(endpoint.secret.slice('whsec_'.length, 20));
  });

  it('rotates a secret: shown once, both secrets sign until the grace ends, then only the new one', async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/rotated'),
      events: ['guest.completed'],
    });
    const rotated = await service.rotateSecret(SOL, endpoint.id, { previousSecretHours: 24 });
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previousSecretExpiresAt).toBe(new Date(now.getTime() + 24 * 3_600_000).toISOString());
    const rows = await testDb.db.select().from(webhookEndpoints);
    expect(JSON.stringify(rows)).not.toContain(rotated.secret.slice('whsec_'.length, 20));

    // Within the grace: two signatures, the new one first; a receiver with either secret accepts it.
    await emit(SOL, 'guest.completed', completed('12121212-1212-4121-8121-121212121212'));
    await worker().drainOnce();
    const [during] = receiver.received('/rotated');
    expect(String(during?.headers['webhook-signature'])).toMatch(/^v1,\S+ v1,\S+$/);
    expect(isSignedBy(rotated.secret, during)).toBe(true);
    expect(isSignedBy(endpoint.secret, during)).toBe(true);

    // After it: the new secret alone.
    advanceSeconds(24 * 3600 + 1);
    await emit(SOL, 'guest.completed', completed('13131313-1313-4131-8131-131313131313'));
    await worker().drainOnce();
    const after = receiver.received('/rotated')[1];
    expect(String(after?.headers['webhook-signature'])).toMatch(/^v1,\S+$/);
    expect(isSignedBy(rotated.secret, after)).toBe(true);
    expect(isSignedBy(endpoint.secret, after)).toBe(false);

    // No grace: the old secret stops at once; a second rotation drops the oldest secret.
    const again = await service.rotateSecret(SOL, endpoint.id, { previousSecretHours: 1 });
    const last = await service.rotateSecret(SOL, endpoint.id, { previousSecretHours: 0 });
    expect(last.previousSecretExpiresAt).toBeNull();
    await emit(SOL, 'guest.completed', completed('14141414-1414-4141-8141-141414141414'));
    await worker().drainOnce();
    const final = receiver.received('/rotated')[2];
    expect(isSignedBy(last.secret, final)).toBe(true);
    for (const old of [endpoint.secret, rotated.secret, again.secret])
      expect(isSignedBy(old, final)).toBe(false);
  });

  it("answers 404 to a rotation of another hotel's endpoint, and changes nothing", async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/theirs'),
      events: ['guest.completed'],
    });
    const [before] = await testDb.db.select().from(webhookEndpoints);
    expect(await refusal(service.rotateSecret(MAR, endpoint.id, { previousSecretHours: 24 }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await testDb.db.select().from(webhookEndpoints)).toEqual([before]);
  });

  it('refuses a URL that is not https (http only to localhost here) and an eleventh endpoint', async () => {
    for (const url of ['http://pms.example.com/hooks', 'ftp://localhost/hooks']) {
      expect(await refusal(service.createEndpoint(SOL, { url, events: ['guest.completed'] }))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        details: { fields: [{ field: 'body.url', message: 'Must be an https URL' }] },
      });
    }
    for (let index = 0; index < 10; index += 1) {
      await service.createEndpoint(SOL, {
        url: `https://pms${index}.example.com/`,
        events: ['guest.completed'],
      });
    }
    expect(
      await refusal(
        service.createEndpoint(SOL, { url: 'https://pms.example.com/', events: ['guest.completed'] }),
      ),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await service.listEndpoints(SOL)).endpoints).toHaveLength(10);
    expect((await service.listEndpoints(MAR)).endpoints).toHaveLength(0);
  });

  it('sends nothing for an event no endpoint subscribed to', async () => {
    await service.createEndpoint(SOL, { url: receiver.url('/picky'), events: ['guest_list.finished'] });
    const before = receiver.all().length;
    const eventId = await emit(SOL, 'reservation.cancelled', {
      reservationId: '8b1d2a52-1f39-4a5e-9a40-5f2d7c1e0a11',
      reservationNumber: '1141',
      cancelledAt: now.toISOString(),
    });
    expect(eventId).toBeNull();
    expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(receiver.all()).toHaveLength(before);
    expect(receiver.received('/picky')).toEqual([]);
  });

  it('gives the event to a receiver that fails three times on the fourth try, and never twice', async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/flaky'),
      events: ['guest.completed'],
    });
    receiver.answer('/flaky', [500, 503, 429]);
    const eventId = await emit(SOL, 'guest.completed', completed('22222222-2222-4222-8222-222222222222'));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
      const [pending, ...others] = await testDb.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.status, 'pending'));
      expect(others).toEqual([]);
      if (!pending) throw new Error('no retry scheduled');
      const wait = (pending.nextAttemptAt.getTime() - now.getTime()) / 1000;
      waits.push(wait);
      advanceSeconds(wait - 1);
      expect(await worker().drainOnce(), 'not due yet').toEqual({ sent: 0, retried: 0, dead: 0 });
      advanceSeconds(1);
    }
    expect(waits).toEqual([30, 60, 120]);
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });

    const received = receiver.received('/flaky');
    expect(received).toHaveLength(4);
    expect(new Set(received.map((entry) => entry.headers['webhook-id']))).toEqual(new Set([eventId]));
    expect(new Set(received.map((entry) => entry.body)).size).toBe(1);
    expect(new Set(received.map((entry) => entry.headers['webhook-timestamp'])).size).toBe(4);
    const last = received[3];
    if (!last) throw new Error('no fourth try');
    expect(isSignedBy(endpoint.secret, last)).toBe(true);

    // A worker that died after the receiver accepted, before it marked the message sent, takes it again:
    // the accepted send is not repeated.
    const deliveryId = await deliveryIdOf(endpoint.id);
    const revived = await testDb.db
      .update(outboxMessages)
      .set({ status: 'pending', nextAttemptAt: now, payload: { deliveryId } })
      .where(eq(outboxMessages.idempotencyKey, `webhook:${deliveryId}`))
      .returning();
    expect(revived).toHaveLength(1);
    await drainAll();
    expect(receiver.received('/flaky')).toHaveLength(4);

    // The delivery log: each attempt's time, status code, duration and error.
    const { deliveries } = await service.listDeliveries(SOL, endpoint.id, { limit: 50 });
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery).toMatchObject({ eventId, eventType: 'guest.completed', status: 'delivered' });
    expect(delivery?.attempts.map((attempt) => [attempt.statusCode, attempt.error])).toEqual([
      [500, 'HTTP 500'],
      [503, 'HTTP 503'],
      [429, 'HTTP 429'],
      [204, null],
    ]);
    expect(delivery?.attempts.map((attempt) => new Date(attempt.attemptedAt).getTime() / 1000)).toEqual(
      received.map((entry) => Number(entry.headers['webhook-timestamp'])),
    );
    for (const attempt of delivery?.attempts ?? []) {
      expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
      expect(attempt.durationMs).toBeLessThan(10_000);
    }
    expect(delivery?.deliveredAt).toBe(delivery?.attempts[3]?.attemptedAt);
  });

  it('records an attempt that got no answer: refused connection, and a timeout', async () => {
    const closed = await startWebhookReceiver();
    const closedUrl = closed.url('/gone');
    await closed.close();
    const refused = await service.createEndpoint(SOL, { url: closedUrl, events: ['guest_list.finished'] });
    receiver.hang('/slow');
    const slow = await service.createEndpoint(SOL, {
      url: receiver.url('/slow'),
      events: ['guest_list.finished'],
    });
    await emit(SOL, 'guest_list.finished', {
      reservationId: '8b1d2a52-1f39-4a5e-9a40-5f2d7c1e0a11',
      reservationNumber: '1142',
      finishedAt: now.toISOString(),
      guestCount: 2,
    });
    const quick = localOutboxWorker(testDb.db, clock, {
      webhook: createHttpWebhookSender({
        db: testDb.db,
        clock,
        signingKey: TEST_SECRETS.webhookSigningKey,
        policy: { isProduction: false },
        timeoutMs: 300,
      }),
    });
    expect(await quick.drainOnce()).toEqual({ sent: 0, retried: 2, dead: 0 });
    const [refusedLog] = (await service.listDeliveries(SOL, refused.id, { limit: 1 })).deliveries;
    expect(refusedLog?.attempts).toEqual([
      expect.objectContaining({ statusCode: null, error: expect.stringContaining('ECONNREFUSED') }),
    ]);
    const [slowLog] = (await service.listDeliveries(SOL, slow.id, { limit: 1 })).deliveries;
    expect(slowLog?.attempts).toEqual([
      expect.objectContaining({ statusCode: null, error: 'timed out after 300 ms' }),
    ]);
    expect(slowLog?.attempts[0]?.durationMs).toBeGreaterThanOrEqual(290);
    expect(slowLog?.status).toBe('pending');
    await service.deleteEndpoint(SOL, refused.id);
    await service.deleteEndpoint(SOL, slow.id);
  });

  it('redelivers with the same event id and body, and logs the new attempt', async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/again'),
      events: ['guest.completed'],
    });
    const eventId = await emit(SOL, 'guest.completed', completed('33333333-3333-4333-8333-333333333333'));
    await drainAll();
    const [first] = receiver.received('/again');
    const deliveryId = await deliveryIdOf(endpoint.id);

    advanceSeconds(3600);
    const redelivery = await service.redeliver(SOL, endpoint.id, deliveryId);
    expect(redelivery).toMatchObject({ id: deliveryId, eventId, status: 'pending' });
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const received = receiver.received('/again');
    expect(received).toHaveLength(2);
    expect(received[1]?.headers['webhook-id']).toBe(eventId);
    expect(received[1]?.body).toBe(first?.body);
    expect(isSignedBy(endpoint.secret, received[1])).toBe(true);
    await drainAll();
    expect(receiver.received('/again')).toHaveLength(2);
    const [logged] = (await service.listDeliveries(SOL, endpoint.id, { limit: 10 })).deliveries;
    expect(logged?.status).toBe('delivered');
    expect(logged?.attempts.map((attempt) => attempt.statusCode)).toEqual([204, 204]);
  });

  it("never gives one hotel's events to another hotel's endpoints, nor its endpoints to the other", async () => {
    const sol = await service.createEndpoint(SOL, {
      url: receiver.url('/sol-only'),
      events: ['guest.completed'],
    });
    const mar = await service.createEndpoint(MAR, {
      url: receiver.url('/mar-only'),
      events: ['guest.completed'],
    });
    await emit(SOL, 'guest.completed', completed('44444444-4444-4444-8444-444444444444'));
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(receiver.received('/sol-only')).toHaveLength(1);
    expect(receiver.received('/mar-only')).toEqual([]);
    await emit(MAR, 'guest.completed', completed('55555555-5555-4555-8555-555555555555'));
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(receiver.received('/sol-only')).toHaveLength(1);
    expect(receiver.received('/mar-only')).toHaveLength(1);
    expect(isSignedBy(mar.secret, receiver.received('/mar-only')[0])).toBe(true);
    expect(isSignedBy(sol.secret, receiver.received('/mar-only')[0])).toBe(false);

    expect((await service.listEndpoints(MAR)).endpoints.map((endpoint) => endpoint.id)).toEqual([mar.id]);
    const solDelivery = await deliveryIdOf(sol.id);
    for (const call of [
      () => service.listDeliveries(MAR, sol.id, { limit: 10 }),
      () => service.updateEndpoint(MAR, sol.id, { isEnabled: false }),
      () => service.redeliver(MAR, sol.id, solDelivery),
      () => service.redeliver(MAR, mar.id, solDelivery),
      () => service.deleteEndpoint(MAR, sol.id),
    ]) {
      expect(await refusal(call())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(
      (await service.listEndpoints(SOL)).endpoints.find((endpoint) => endpoint.id === sol.id),
    ).toMatchObject({ isEnabled: true });
  });

  it('sends nothing to a disabled endpoint, and changes its URL and events', async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/off'),
      events: ['guest.completed'],
    });
    await emit(SOL, 'guest.completed', completed('66666666-6666-4666-8666-666666666666'));
    const disabled = await service.updateEndpoint(SOL, endpoint.id, { isEnabled: false });
    expect(disabled.isEnabled).toBe(false);
    await emit(SOL, 'guest.completed', completed('77777777-7777-4777-8777-777777777777'));
    await drainAll();
    expect(receiver.received('/off')).toEqual([]);
    const { deliveries } = await service.listDeliveries(SOL, endpoint.id, { limit: 10 });
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['failed']);
    expect(await refusal(service.redeliver(SOL, endpoint.id, deliveries[0]?.id ?? ''))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });

    const moved = await service.updateEndpoint(SOL, endpoint.id, {
      url: receiver.url('/on'),
      events: ['guest.documents_replaced'],
      isEnabled: true,
    });
    expect(moved).toMatchObject({
      url: receiver.url('/on'),
      events: ['guest.documents_replaced'],
      isEnabled: true,
    });
    await emit(SOL, 'guest.documents_replaced', {
      reservationId: '8b1d2a52-1f39-4a5e-9a40-5f2d7c1e0a11',
      reservationNumber: '1143',
      guestId: '88888888-8888-4888-8888-888888888888',
      fnrhId: 'f5a1c0de-0000-4000-8000-000000000143',
    });
    await drainAll();
    expect(receiver.received('/on').map((entry) => JSON.parse(entry.body).type)).toEqual([
      'guest.documents_replaced',
    ]);
  });

  it('deletes an endpoint with its log; its unsent deliveries die', async () => {
    const endpoint = await service.createEndpoint(SOL, {
      url: receiver.url('/deleted'),
      events: ['guest.completed'],
    });
    await emit(SOL, 'guest.completed', completed('99999999-9999-4999-8999-999999999999'));
    await service.deleteEndpoint(SOL, endpoint.id);
    await drainAll();
    expect(receiver.received('/deleted')).toEqual([]);
    expect(
      await testDb.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([]);
    expect(await refusal(service.listDeliveries(SOL, endpoint.id, { limit: 1 }))).toMatchObject({
      status: 404,
    });
  });

  async function deliveryIdOf(endpointId: string): Promise<string> {
    const [row] = await testDb.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    if (!row) throw new Error('no delivery');
    return row.id;
  }
});
