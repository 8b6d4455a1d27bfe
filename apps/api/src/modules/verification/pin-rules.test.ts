import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { ZSendPinResponse } from '@hospedar/contracts/verification/send-pin';
import { demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { getJson } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  askPin,
  forgetPins,
  latestLocalMessage,
  openPinLink,
  pinFromText,
  verifyPin,
  wrongCode,
} from '../../test/verification-client.ts';

const ana = demoGuestId('solnascente', '1001:ana');
const anaEmail = 'ana.souza@example.com';
const anaMobile = '+5548991234567';
const reservation1001 = demoReservationId('solnascente', '1001');

describe('PIN rules', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let worker: ReturnType<typeof localOutboxWorker>;

  /** Asks for a PIN for Ana, delivers it and reads it from the local mailbox. */
  async function sendAndRead(contactId: 'email' | 'mobile' = 'email') {
    const sent = await askPin(testApp.app, ana, contactId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    await worker.drainOnce();
    const message = await latestLocalMessage(testApp.db, contactId === 'email' ? anaEmail : anaMobile);
    return { ...pinFromText(message.text), message };
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    worker = localOutboxWorker(testApp.db, clock);
  });
  afterAll(() => testApp.close());
  // Every test starts clear of the resend, hourly and daily limits, within the reservation's stay.
  beforeEach(async () => {
    await forgetPins(testApp.db, ana);
    advance(60);
  });

  it('sends a PIN by e-mail and a right code answers a working guest token, once', async () => {
    const sent = await askPin(testApp.app, ana, 'email');
    expect(sent.status).toBe(202);
    expect(ZSendPinResponse.parse(sent.body)).toEqual({
      pinLength: 5,
      expiresInSeconds: 600,
      resendAfterSeconds: 90,
    });
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const message = await latestLocalMessage(testApp.db, anaEmail);
    const { code, linkToken } = pinFromText(message.text);
    expect(code).toMatch(/^\d{5}$/);
    expect(message.subject).toContain('Sol Nascente');
    expect(message.subject).not.toMatch(/\d{5}/);
    expect(message.html).toContain(code);
    expect(message.html).toContain(`http://localhost:3000/welcome/validate/pin/${linkToken}`);
    expect(message.html).toContain('http://localhost:3000/api/email-logo.png?v=');
    expect(message.text).toContain('10 minutos');

    const verified = await verifyPin(testApp.app, ana, 'email', code);
    expect(verified.status).toBe(200);
    const session = ZGuestSession.parse(verified.body);
    expect(session).toMatchObject({ clientId: ana, reservationId: reservation1001, masterGuest: true });
    expect(new Date(session.expiresAt).getTime() - now.getTime()).toBe(50 * 60 * 1000);
    const reservation = await getJson(testApp.app, `/api/appointments/${reservation1001}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(reservation.status).toBe(200);

    const again = await verifyPin(testApp.app, ana, 'email', code);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('PIN_EXPIRED');
  });

  it('sends a PIN by SMS to the E.164 number', async () => {
    const { code, message } = await sendAndRead('mobile');
    expect(message.channel).toBe('sms');
    expect(message.text).toContain(code);
    expect((await verifyPin(testApp.app, ana, 'mobile', code)).status).toBe(200);
  });

  it('counts down wrong codes; the fifth kills the PIN, and then even the right code fails', async () => {
    const { code } = await sendAndRead();
    const wrong = wrongCode(code);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const answer = await verifyPin(testApp.app, ana, 'email', wrong);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'PIN_INVALID', details: { attemptsLeft } });
    }
    const fifth = await verifyPin(testApp.app, ana, 'email', wrong);
    expect(fifth.body.code).toBe('PIN_LOCKED');
    const sixth = await verifyPin(testApp.app, ana, 'email', wrong);
    expect(sixth.body.code).toBe('PIN_LOCKED');
    const right = await verifyPin(testApp.app, ana, 'email', code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('PIN_LOCKED');
  });

  it('accepts the right code after four wrong ones', async () => {
    const { code } = await sendAndRead();
    for (let i = 0; i < 4; i += 1) await verifyPin(testApp.app, ana, 'email', wrongCode(code));
    expect((await verifyPin(testApp.app, ana, 'email', code)).status).toBe(200);
  });

  it('lets at most five of many simultaneous guesses be compared', async () => {
    const { code } = await sendAndRead();
    const guesses = Array.from({ length: 12 }, () => verifyPin(testApp.app, ana, 'email', wrongCode(code)));
    const answers = await Promise.all(guesses);
    expect(answers.filter((answer) => answer.body.code === 'PIN_INVALID')).toHaveLength(4);
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect((await verifyPin(testApp.app, ana, 'email', code)).body.code).toBe('PIN_LOCKED');
  });

  it('refuses a PIN ten minutes old', async () => {
    const { code } = await sendAndRead();
    advance(10 * 60);
    const answer = await verifyPin(testApp.app, ana, 'email', code);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PIN_EXPIRED');
  });

  it('accepts a PIN just under ten minutes old', async () => {
    const { code } = await sendAndRead();
    advance(10 * 60 - 1);
    expect((await verifyPin(testApp.app, ana, 'email', code)).status).toBe(200);
  });

  it('refuses a resend within 90 seconds, saying how long to wait, and accepts it after', async () => {
    await sendAndRead();
    advance(30);
    const early = await askPin(testApp.app, ana, 'email');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 'PIN_RESEND_TOO_SOON', details: { retryAfterSeconds: 60 } });
    const otherContact = await askPin(testApp.app, ana, 'mobile');
    expect(otherContact.body.code).toBe('PIN_RESEND_TOO_SOON');
    advance(60);
    expect((await askPin(testApp.app, ana, 'email')).status).toBe(202);
  });

  it('sends at most six PINs per guest per hour', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await askPin(testApp.app, ana, 'email')).status).toBe(202);
      advance(91);
    }
    const seventh = await askPin(testApp.app, ana, 'email');
    expect(seventh.status).toBe(429);
    expect(seventh.body.code).toBe('PIN_HOURLY_LIMIT');
    expect(seventh.body.details.retryAfterSeconds).toBe(3600 - 6 * 91);
    advance(seventh.body.details.retryAfterSeconds);
    expect((await askPin(testApp.app, ana, 'email')).status).toBe(202);
    await worker.drainOnce();
  });

  it('a new PIN kills the earlier one, its link too, on every contact', async () => {
    const first = await sendAndRead('email');
    advance(91);
    const second = await sendAndRead('mobile');
    expect((await verifyPin(testApp.app, ana, 'email', first.code)).body.code).toBe('PIN_EXPIRED');
    expect((await openPinLink(testApp.app, { hash: first.linkToken })).body.code).toBe('PIN_LINK_INVALID');
    expect((await verifyPin(testApp.app, ana, 'mobile', second.code)).status).toBe(200);
  });

  it('answers PIN_EXPIRED when no PIN was ever sent to the contact', async () => {
    const bruno = demoGuestId('solnascente', '1001:bruno');
    const answer = await verifyPin(testApp.app, bruno, 'mobile', '12345');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PIN_EXPIRED');
  });
});
