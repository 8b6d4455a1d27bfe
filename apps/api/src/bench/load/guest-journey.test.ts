import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailDriver } from '../../adapters/mail/smtp-mail-driver.ts';
import { dateInTimeZone, systemClock } from '../../clock.ts';
import { reservations } from '../../db/schema/index.ts';
import { createMessageDrivers } from '../../modules/messaging/message-drivers.ts';
import { createOutboxWorker } from '../../modules/messaging/outbox-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { generateLoadData } from './generate-load-data.ts';
import { runGuestJourney, type AcknowledgedSave, type ResponseSample } from './guest-journey.ts';
import { journeyTarget, pickLoadReservations, type SqlRunner } from './load-targets.ts';
import { startSmtpMailbox, type SmtpMailbox } from './smtp-mailbox.ts';

const FORM_SAVES = ['personal-info', 'address-contacts', 'additional-data', 'signature', 'finalize'];

describe('runGuestJourney: a whole guest journey over HTTP (the load test driver)', () => {
  let testApp: TestApp;
  let mailbox: SmtpMailbox;
  let baseUrl = '';
  let port = 0;
  let outbox: ReturnType<typeof createOutboxWorker>;

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
    const today = dateInTimeZone(new Date(), 'America/Sao_Paulo');
    await generateLoadData(testApp.db, { hotels: 4, reservationsPerHotel: 12, today });
    mailbox = await startSmtpMailbox();
    outbox = createOutboxWorker({
      db: testApp.db,
      clock: systemClock,
      ...createMessageDrivers(
        { db: testApp.db, clock: systemClock },
        { MAIL_FROM: 'Hospedar <test@hospedar.localhost>' },
      ),
      mail: createSmtpMailDriver({ smtpUrl: mailbox.url, from: 'Hospedar <test@hospedar.localhost>' }),
      webhook: { name: 'none', send: () => Promise.reject(new Error('no webhooks here')) },
      logger: pino({ level: 'silent' }),
      pollMs: 50,
    });
    outbox.start();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    baseUrl = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    await outbox.stop();
    await mailbox.close();
    await testApp.close();
  });

  it('searches, signs in by the e-mailed PIN, saves every step for the guest and a companion, and finishes', async () => {
    const runner = (testApp.db as unknown as { $client: SqlRunner }).$client;
    const open = await pickLoadReservations(runner, 30, new Set(), { allowFewer: true });
    const alone = open.find((reservation) => reservation.adults === 1);
    const withCompanion = open.find(
      (reservation) => reservation.adults === 2 && reservation.hotelIndex % 4 === 0,
    );
    if (!alone || !withCompanion) throw new Error('the generator made no fitting reservation');

    const saves: AcknowledgedSave[] = [];
    const samples: ResponseSample[] = [];
    const options = {
      baseUrl,
      mailbox,
      clientAddress: '10.0.0.1',
      onSave: (save: AcknowledgedSave) => void saves.push(save),
      onResponse: (sample: ResponseSample) => void samples.push(sample),
    };

    const first = await runGuestJourney(journeyTarget(alone, port, 0), options);
    if (!first.ok) throw new Error(JSON.stringify(first.failure));
    expect(first.saves).toBe(6);
    expect(saves.map((save) => save.kind)).toEqual([...FORM_SAVES, 'finish']);

    saves.length = 0;
    // The fourth hotel searches by every type: the second turn of its types is by document.
    const second = await runGuestJourney(journeyTarget(withCompanion, port, 1), options);
    if (!second.ok) throw new Error(JSON.stringify(second.failure));
    expect(second.guestIds).toHaveLength(2);
    expect(saves.map((save) => save.kind)).toEqual([
      ...FORM_SAVES,
      'companion-contact',
      ...FORM_SAVES,
      'finish',
    ]);
    expect(new Set(saves.map((save) => save.guestId))).toEqual(new Set(second.guestIds));
    expect(saves.every((save) => save.status === 200 && !save.afterRetry)).toBe(true);
    expect(samples.every((sample) => sample.status >= 200 && sample.status < 300)).toBe(true);
    expect(samples.map((sample) => sample.route)).toContain('POST /api/appointments/search');

    const finished = await testApp.db
      .select({ at: reservations.guestListFinishedAt })
      .from(reservations)
      .where(inArray(reservations.id, [first.reservationId, second.reservationId]));
    expect(finished.map((row) => row.at)).toEqual([expect.any(Date), expect.any(Date)]);
  });

  it('reports a failed step with its route and status instead of throwing', async () => {
    const result = await runGuestJourney(
      {
        host: `load-0001.localhost:${port}`,
        search: { type: 'reservation', reservationNumber: '999999', lastName: 'Ninguém' },
        email: 'nobody@carga.example.com',
      },
      { baseUrl, mailbox, clientAddress: '10.0.0.2' },
    );
    expect(result).toMatchObject({
      ok: false,
      failure: { step: 'search', kind: 'refused', message: 'the search found no reservation' },
    });
  });

  it('offers a PIN e-mail that did not come to shouldRetry, which asks the PIN again', async () => {
    const runner = (testApp.db as unknown as { $client: SqlRunner }).$client;
    const open = await pickLoadReservations(runner, 30, new Set(), { allowFewer: true });
    const alone = open.find((reservation) => reservation.adults === 1);
    if (!alone) throw new Error('the generator made no fitting reservation');
    // The first PIN e-mail is "lost" (as when the process that claimed it was killed), the next one read.
    let waits = 0;
    const losingMailbox = {
      waitForPin: (recipient: string, options: { since: number; timeoutMs: number }) =>
        waits++ === 0 ? Promise.reject(new Error('no PIN e-mail')) : mailbox.waitForPin(recipient, options),
    };
    const offered: string[] = [];
    const result = await runGuestJourney(journeyTarget(alone, port, 0), {
      baseUrl,
      mailbox: losingMailbox,
      clientAddress: '10.0.0.3',
      shouldRetry: (failure, attempt) => {
        offered.push(`${failure.kind} ${failure.step} ${attempt}`);
        return true;
      },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.failure));
    expect(offered).toEqual(['mail read-pin 1']);
    expect(waits).toBe(2);
  });

  it('offers a network error to shouldRetry, and stops with it when not retried', async () => {
    const offered: string[] = [];
    const result = await runGuestJourney(
      {
        host: 'load-0001.localhost:1',
        search: { type: 'mail', contact: 'x@y.example', lastName: 'X' },
        email: 'x@y.example',
      },
      {
        baseUrl: 'http://127.0.0.1:1',
        mailbox,
        shouldRetry: (failure, attempt) => {
          offered.push(`${failure.kind} ${failure.route} ${attempt}`);
          return attempt < 2;
        },
      },
    );
    expect(offered).toEqual(['network GET /api/config 1', 'network GET /api/config 2']);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network', status: 0 } });
  });
});
