import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { createLocalFnrhDriver } from '../../adapters/fnrh/local-fnrh-driver.ts';
import { createSmtpMailDriver } from '../../adapters/mail/smtp-mail-driver.ts';
import { createLocalSmsDriver } from '../../adapters/sms/local-sms-driver.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { getJson } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { askPin, pinFromText, verifyPin } from '../../test/verification-client.ts';
import { createOutboxWorker } from '../messaging/outbox-worker.ts';

const john = demoGuestId('solnascente', '1040:john');
const reservation1040 = demoReservationId('solnascente', '1040');

describe('a PIN e-mail through a real SMTP server', () => {
  let testApp: TestApp;
  let smtp: SMTPServer;
  const received: ParsedMail[] = [];
  let port = 0;

  beforeAll(async () => {
    testApp = await buildTestApp();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await testApp.close();
  });

  it('delivers the code in text and HTML, in the guest’s language, and the code opens the guest', async () => {
    const mail = createSmtpMailDriver({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Pousada Sol Nascente <no-reply@solnascente.example.com>',
    });
    const worker = createOutboxWorker({
      db: testApp.db,
      clock: () => new Date(),
      mail,
      sms: createLocalSmsDriver({ db: testApp.db, clock: () => new Date() }),
      fnrh: createLocalFnrhDriver({ db: testApp.db, clock: () => new Date() }),
      webhook: {
        name: 'none',
        send: async () => {
          throw new Error('no webhook is expected here');
        },
      },
      logger: pino({ level: 'silent' }),
    });
    expect((await askPin(testApp.app, john, 'email')).status).toBe(202);
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    await mail.close?.();

    expect(received).toHaveLength(1);
    const message = received[0];
    if (!message) throw new Error('no message');
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('john.miller@example.com');
    expect(message.subject).toBe('Your pre-check-in code — Sol Nascente');
    // Named by its outbox message: a delivery repeated after a crash carries the same Message-ID.
    const [sent] = await testApp.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'email'));
    expect(message.messageId).toBe(`<${sent?.id}@solnascente.example.com>`);
    const fromText = pinFromText(message.text ?? '');
    const fromHtml = /letter-spacing:10px[^>]*>(\d{5})</.exec(String(message.html))?.[1];
    expect(fromHtml).toBe(fromText.code);
    expect(String(message.html)).toContain('works for 10 minutes');
    expect(String(message.html)).toContain(`/welcome/validate/pin/${fromText.linkToken}`);

    const verified = await verifyPin(testApp.app, john, 'email', fromText.code);
    expect(verified.status).toBe(200);
    const { token } = ZGuestSession.parse(verified.body);
    const reservation = await getJson(testApp.app, `/api/appointments/${reservation1040}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reservation.status).toBe(200);
  });
});
