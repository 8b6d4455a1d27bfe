import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FnrhExport } from '../../adapters/fnrh/fnrh-driver.ts';
import { createLocalFnrhDriver } from '../../adapters/fnrh/local-fnrh-driver.ts';
import type { MailMessage } from '../../adapters/mail/mail-driver.ts';
import type { SmsMessage } from '../../adapters/sms/sms-driver.ts';
import { hotelExports, outboxMessages } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { openChangeFeed } from '../../db/change-feed.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { enqueueMessage } from './enqueue-message.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { createOutboxWorker, type OutboxWorkerDeps } from './outbox-worker.ts';
import { OUTBOX_MAX_ATTEMPTS } from './retry-schedule.ts';
import type { WebhookSend } from './webhook-sender.ts';

const companyId = demoCompanyId('solnascente');
const email = (key: string, extra: Partial<MailMessage & { discardAfter: string }> = {}) => ({
  companyId,
  kind: 'email' as const,
  idempotencyKey: key,
  payload: { to: 'ana.souza@example.com', subject: 'Hello', html: '<p>12345</p>', text: '12345', ...extra },
});

describe('the outbox worker', () => {
  let testDb: TestDb;
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  const advanceSeconds = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let sentMail: MailMessage[];
  let sentSms: SmsMessage[];
  let sentExports: FnrhExport[];
  let sentWebhooks: WebhookSend[];

  function worker(overrides: Partial<OutboxWorkerDeps> = {}) {
    return createOutboxWorker({
      db: testDb.db,
      clock,
      mail: { name: 'memory', send: async (message) => void sentMail.push(message) },
      sms: { name: 'memory', send: async (message) => void sentSms.push(message) },
      fnrh: { name: 'memory', send: async (fnrhExport) => void sentExports.push(fnrhExport) },
      webhook: { name: 'memory', send: async (send) => void sentWebhooks.push(send) },
      logger: pino({ level: 'silent' }),
      ...overrides,
    });
  }
  const rowOf = async (key: string) => {
    const [row] = await testDb.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key));
    if (!row) throw new Error(`no outbox row ${key}`);
    return row;
  };

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedDemoData(testDb.db, { today: '2026-03-10' });
  });
  afterAll(() => testDb.cleanup());
  beforeEach(() => {
    sentMail = [];
    sentSms = [];
    sentExports = [];
    sentWebhooks = [];
    advanceSeconds(24 * 60 * 60);
  });

  it('delivers e-mail and SMS, marks them sent and keeps no payload', async () => {
    await testDb.db.transaction(async (tx) => {
      await enqueueMessage(tx, email('deliver-email'), { clock });
      await enqueueMessage(
        tx,
        {
          companyId,
          kind: 'sms',
          idempotencyKey: 'deliver-sms',
          payload: { to: '+5548991234567', text: '12345' },
        },
        { clock },
      );
    });
    expect(await worker().drainOnce()).toEqual({ sent: 2, retried: 0, dead: 0 });
    expect(sentMail.map((message) => message.to)).toEqual(['ana.souza@example.com']);
    // Each carries its outbox id, the same on every attempt (the e-mail's Message-ID is made of it).
    expect(sentSms).toEqual([{ id: (await rowOf('deliver-sms')).id, to: '+5548991234567', text: '12345' }]);
    expect(sentMail[0]?.id).toBe((await rowOf('deliver-email')).id);
    const row = await rowOf('deliver-email');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      payload: { scrubbed: true },
      lockedUntil: null,
    });
    expect(row.sentAt).toEqual(now);
    expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
  });

  it('writes one message per idempotency key, and none when the transaction rolls back', async () => {
    await testDb.db.transaction(async (tx) => {
      await enqueueMessage(tx, email('once'), { clock });
      await enqueueMessage(tx, email('once'), { clock });
    });
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueMessage(tx, email('rolled-back'), { clock });
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(
      await testDb.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, 'rolled-back')),
    ).toEqual([]);
  });

  it('retries a failing driver with exponential back-off, then marks the message dead', async () => {
    await enqueueMessage(testDb.db, email('failing'), { clock });
    const failing = worker({
      mail: {
        name: 'broken',
        send: async () => {
          throw new Error('550 mailbox unavailable <ana.souza@example.com>');
        },
      },
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      expect(await failing.drainOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
      const row = await rowOf('failing');
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.lastError).toBe('550 mailbox unavailable <[email]>');
      const delaySeconds = (row.nextAttemptAt.getTime() - now.getTime()) / 1000;
      delays.push(delaySeconds);
      advanceSeconds(delaySeconds - 1);
      expect(await failing.drainOnce(), 'not due yet').toEqual({ sent: 0, retried: 0, dead: 0 });
      advanceSeconds(1);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(await failing.drainOnce()).toEqual({ sent: 0, retried: 0, dead: 1 });
    const dead = await rowOf('failing');
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: OUTBOX_MAX_ATTEMPTS,
      payload: { scrubbed: true },
    });
    expect(dead.lastError).toContain('mailbox unavailable');
    advanceSeconds(24 * 60 * 60);
    expect(await failing.drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
  });

  it('loses nothing when the process dies after the commit, before sending', async () => {
    await testDb.db.transaction((tx) => enqueueMessage(tx, email('crash-before-send'), { clock }));
    // No worker ran: the message waits, pending, for the next process.
    expect(await rowOf('crash-before-send')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
  });

  it('takes back a message whose worker died while sending, once its claim runs out', async () => {
    await enqueueMessage(testDb.db, email('crash-while-sending'), { clock });
    const claimed = await createOutboxRepository(testDb.db).claimDue({
      now,
      lockedUntil: new Date(now.getTime() + 60_000),
      limit: 10,
    });
    expect(claimed).toHaveLength(1);
    expect(await worker().drainOnce(), 'still claimed').toEqual({ sent: 0, retried: 0, dead: 0 });
    advanceSeconds(61);
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(await rowOf('crash-while-sending')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  /**
   * Runs `work` while the database refuses the first two marks as sent (a restart), as a sequence
   * outside any transaction counts them.
   */
  async function whileFirstTwoMarksFail(work: () => Promise<void>) {
    await testDb.db.execute(sql`CREATE SEQUENCE failing_marks`);
    await testDb.db.execute(
      sql.raw(`CREATE FUNCTION refuse_first_marks() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.status = 'sent' AND nextval('failing_marks') <= 2 THEN
            RAISE EXCEPTION 'the database system is shutting down';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await testDb.db.execute(
      sql`CREATE TRIGGER refuse_first_marks BEFORE UPDATE ON outbox_messages FOR EACH ROW EXECUTE FUNCTION refuse_first_marks()`,
    );
    try {
      await work();
    } finally {
      await testDb.db.execute(sql`DROP TRIGGER refuse_first_marks ON outbox_messages`);
      await testDb.db.execute(sql`DROP FUNCTION refuse_first_marks`);
      await testDb.db.execute(sql`DROP SEQUENCE failing_marks`);
    }
  }

  it('does not send again a message delivered while the database was failing: the mark is retried', async () => {
    await whileFirstTwoMarksFail(async () => {
      await enqueueMessage(testDb.db, email('mark-after-restart'), { clock });
      const retrying = worker({ markSentRetryMs: [1, 1, 1] });
      expect(await retrying.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
      expect(await rowOf('mark-after-restart')).toMatchObject({ status: 'sent', attempts: 1 });
      advanceSeconds(10 * 60);
      expect(await retrying.drainOnce(), 'nothing left to send').toEqual({ sent: 0, retried: 0, dead: 0 });
      expect(sentMail.map((mail) => mail.id)).toEqual([(await rowOf('mark-after-restart')).id]);
    });
  });

  it('gives up marking after its last try: the claim then runs out and the message is retried', async () => {
    await whileFirstTwoMarksFail(async () => {
      await enqueueMessage(testDb.db, email('mark-never'), { clock });
      await expect(worker({ markSentRetryMs: [1] }).drainOnce()).rejects.toThrow();
      expect(await rowOf('mark-never')).toMatchObject({ status: 'sending', attempts: 1 });
      advanceSeconds(61);
      expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
      // At least once: the same outbox id both times, which names the e-mail (its Message-ID).
      const id = (await rowOf('mark-never')).id;
      expect(sentMail.map((mail) => mail.id)).toEqual([id, id]);
    });
  });

  it('never sends a message twice when two workers drain at once', async () => {
    for (let i = 0; i < 12; i += 1) await enqueueMessage(testDb.db, email(`parallel-${i}`), { clock });
    const results = await Promise.all([worker().drainOnce(), worker().drainOnce(), worker().drainOnce()]);
    const more = await worker({ batchSize: 20 }).drainOnce();
    expect(results.reduce((sum, result) => sum + result.sent, 0) + more.sent).toBe(12);
    expect(sentMail).toHaveLength(12);
  });

  it("keeps people's messages and systems' messages in lanes of their own", async () => {
    const reservationId = demoReservationId('solnascente', '1020');
    for (let index = 0; index < 3; index += 1) {
      await enqueueMessage(
        testDb.db,
        {
          companyId,
          kind: 'fnrh',
          idempotencyKey: `lane-fnrh-${index}`,
          payload: { kind: 'guest-list', reservationId, guestId: null, record: { guests: [] } },
        },
        { clock },
      );
    }
    await enqueueMessage(testDb.db, email('lane-pin'), { clock });
    // A full batch of exports is due before the PIN: the people's lane still takes the PIN first.
    const people = worker({ lane: 'people', batchSize: 2 });
    expect(await people.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(sentMail.map((message) => message.id)).toEqual([(await rowOf('lane-pin')).id]);
    expect(sentExports).toEqual([]);
    expect(await people.drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    const systems = worker({ lane: 'systems', batchSize: 2 });
    expect(await systems.drainOnce()).toEqual({ sent: 2, retried: 0, dead: 0 });
    expect(await systems.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(sentExports).toHaveLength(3);
    expect(sentMail).toHaveLength(1);
  });

  it('drops a message that can no longer be useful (its PIN expired)', async () => {
    const past = new Date(now.getTime() - 1000).toISOString();
    await enqueueMessage(testDb.db, email('stale', { discardAfter: past }), { clock });
    expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 0, dead: 1 });
    expect((await rowOf('stale')).lastError).toBe('expired before delivery');
    expect(sentMail).toEqual([]);
  });

  it("delivers 'fnrh' exports through the FNRH driver, once each, into hotel_exports", async () => {
    const reservationId = demoReservationId('solnascente', '1001');
    const guestId = demoGuestId('solnascente', '1001:ana');
    const record = { reservation: { id: reservationId }, guest: { id: guestId, name: 'Ana' } };
    await enqueueMessage(
      testDb.db,
      {
        companyId,
        kind: 'fnrh',
        idempotencyKey: 'fnrh-guest',
        payload: { kind: 'guest', reservationId, guestId, record },
      },
      { clock },
    );
    const local = createLocalFnrhDriver({ db: testDb.db, clock });
    let deliveries = 0;
    const twice = worker({
      fnrh: {
        name: 'local-twice',
        // A delivery retried after a crash must not leave the hotel two copies.
        send: async (fnrhExport) => {
          deliveries += 2;
          await local.send(fnrhExport);
          await local.send(fnrhExport);
        },
      },
    });
    expect(await twice.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(deliveries).toBe(2);
    const message = await rowOf('fnrh-guest');
    const received = await testDb.db.select().from(hotelExports).where(eq(hotelExports.id, message.id));
    expect(received).toEqual([
      {
        id: message.id,
        companyId,
        reservationId,
        guestId,
        kind: 'guest',
        payload: record,
        createdAt: now,
      },
    ]);
    expect(message.payload).toEqual({ scrubbed: true });
  });

  it("passes an 'fnrh' export to the driver with its id, and kills an unreadable one", async () => {
    const reservationId = demoReservationId('solnascente', '1020');
    await enqueueMessage(
      testDb.db,
      {
        companyId,
        kind: 'fnrh',
        idempotencyKey: 'fnrh-list',
        payload: { kind: 'guest-list', reservationId, guestId: null, record: { guests: [] } },
      },
      { clock },
    );
    await testDb.db.insert(outboxMessages).values({
      companyId,
      kind: 'fnrh',
      payload: { kind: 'guest', reservationId: 'not-a-uuid' },
      idempotencyKey: 'fnrh-broken',
      nextAttemptAt: now,
    });
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 1 });
    expect(sentExports).toEqual([
      {
        exportId: (await rowOf('fnrh-list')).id,
        companyId,
        reservationId,
        guestId: null,
        kind: 'guest-list',
        record: { guests: [] },
      },
    ]);
    expect((await rowOf('fnrh-broken')).lastError).toBe('unreadable fnrh payload');
  });

  it('hands a webhook message to the webhook sender with its attempt number', async () => {
    const deliveryId = '0c6f3a9e-3f0e-4d7b-9c35-5b1c2f0d1140';
    await enqueueMessage(
      testDb.db,
      { companyId, kind: 'webhook', payload: { deliveryId }, idempotencyKey: 'webhook-one' },
      { clock },
    );
    await testDb.db.insert(outboxMessages).values({
      companyId,
      kind: 'webhook',
      payload: { deliveryId: 'not-a-uuid' },
      idempotencyKey: 'webhook-broken',
      nextAttemptAt: now,
    });
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 1 });
    expect(sentWebhooks).toEqual([
      { messageId: (await rowOf('webhook-one')).id, companyId, deliveryId, attempt: 1, isLastAttempt: false },
    ]);
    expect((await rowOf('webhook-broken')).lastError).toBe('unreadable webhook payload');
  });

  it('polls on its own once started, and stops cleanly', async () => {
    const polling = worker({ pollMs: 5 });
    polling.start();
    await enqueueMessage(testDb.db, email('polled'), { clock });
    await expect.poll(async () => (await rowOf('polled')).status, { timeout: 5000 }).toBe('sent');
    await polling.stop();
  });

  it('claims a message as soon as it is queued, told by the outbox_queued notifications', async () => {
    // Decision 302: with an hour between polls, only the notification can bring the second message.
    const queued = await openChangeFeed(testDb.handle, 'outbox_queued');
    const told = worker({ pollMs: 60 * 60 * 1000, batchSize: 1000, queued });
    try {
      await enqueueMessage(testDb.db, email('before-start'), { clock });
      told.start();
      // Sent by the first tick, which claims at start: from here on the worker waits for its next poll.
      await expect
        .poll(() => sentMail.some((message) => message.subject === 'Hello'), { timeout: 5000 })
        .toBe(true);
      await enqueueMessage(testDb.db, email('told', { subject: 'Told' }), { clock });
      await expect.poll(async () => (await rowOf('told')).status, { timeout: 5000 }).toBe('sent');
      expect(sentMail.map((message) => message.subject)).toContain('Told');
    } finally {
      await told.stop();
      await queued.close();
    }
  });
});
