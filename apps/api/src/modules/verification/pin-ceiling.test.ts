import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { guestPins, localMailbox } from '../../db/schema/index.ts';
import { demoGuestId } from '../../db/seed/demo-ids.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  askPin,
  forgetPins,
  latestLocalMessage,
  pinFromText,
  verifyPin,
  wrongCode,
} from '../../test/verification-client.ts';
import { guessPauseEnd, PIN_DAILY_LIMIT, PIN_DAILY_MAX_FAILED_ATTEMPTS } from './pin-rules.ts';

const ana = demoGuestId('solnascente', '1001:ana');
const anaEmail = 'ana.souza@example.com';
const hotelEmail = 'reservas@solnascente.example.com';
const DAY_SECONDS = 24 * 60 * 60;

describe('PIN ceilings per guest over 24 hours', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let worker: ReturnType<typeof localOutboxWorker>;

  /** A new PIN for Ana (after the resend wait), delivered and read from the local mailbox. */
  async function newPin() {
    advance(91);
    const sent = await askPin(testApp.app, ana, 'email');
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    await worker.drainOnce();
    return pinFromText((await latestLocalMessage(testApp.db, anaEmail)).text).code;
  }

  /** Types `times` wrong codes for the PIN whose right code is `code`; answers the last answer. */
  async function typeWrong(code: string, times: number) {
    let answer = await verifyPin(testApp.app, ana, 'email', wrongCode(code));
    for (let i = 1; i < times; i += 1) answer = await verifyPin(testApp.app, ana, 'email', wrongCode(code));
    return answer;
  }

  const hotelNotices = () =>
    testApp.db.select().from(localMailbox).where(eq(localMailbox.recipient, hotelEmail));

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    worker = localOutboxWorker(testApp.db, clock);
  });
  afterAll(() => testApp.close());
  // Every test starts with a clear window, within the reservation's stay (an ended one gets no PIN).
  beforeEach(async () => {
    await forgetPins(testApp.db, ana);
    advance(60);
  });

  it('states the figures: 10 PINs and 20 wrong codes per guest in 24 hours', () => {
    expect(PIN_DAILY_LIMIT).toBe(10);
    expect(PIN_DAILY_MAX_FAILED_ATTEMPTS).toBe(20);
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour));
    expect(guessPauseEnd([{ createdAt: at(1), failedAttempts: 19 }])).toBeNull();
    expect(
      guessPauseEnd([
        { createdAt: at(1), failedAttempts: 5 },
        { createdAt: at(2), failedAttempts: 5 },
        { createdAt: at(3), failedAttempts: 10 },
      ]),
    ).toEqual(new Date(Date.UTC(2026, 0, 2, 1)));
    // Past the ceiling, the pause lasts until enough old PINs leave the window to fall under it.
    expect(
      guessPauseEnd([
        { createdAt: at(1), failedAttempts: 1 },
        { createdAt: at(2), failedAttempts: 5 },
        { createdAt: at(3), failedAttempts: 19 },
      ]),
    ).toEqual(new Date(Date.UTC(2026, 0, 2, 2)));
  });

  it('sends ten PINs in 24 hours; the eleventh waits until the first leaves the window', async () => {
    const spacing = 11 * 60; // keeps within six an hour
    const firstAt = now.getTime() + 91_000;
    for (let i = 0; i < PIN_DAILY_LIMIT; i += 1) {
      await newPin();
      advance(spacing - 91);
    }
    const eleventh = await askPin(testApp.app, ana, 'email');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('PIN_DAILY_LIMIT');
    const wait = (firstAt + DAY_SECONDS * 1000 - now.getTime()) / 1000;
    expect(eleventh.body.details.retryAfterSeconds).toBe(wait);

    advance(wait - 1);
    const oneSecondEarly = await askPin(testApp.app, ana, 'email');
    expect(oneSecondEarly.body).toMatchObject({ code: 'PIN_DAILY_LIMIT', details: { retryAfterSeconds: 1 } });
    advance(1);
    expect((await askPin(testApp.app, ana, 'email')).status).toBe(202);
    await worker.drainOnce();
  });

  it('the 20th wrong code in 24 hours pauses sign-in by code, tells the hotel, and the window rolls', async () => {
    const firstPinAt = new Date(now.getTime() + 91_000);
    // Three PINs killed by five wrong codes each: 15.
    for (let i = 0; i < 3; i += 1) {
      expect((await typeWrong(await newPin(), 5)).body.code).toBe('PIN_LOCKED');
    }
    // Four more on a fourth PIN: 19, one under the ceiling.
    const fourth = await newPin();
    expect((await typeWrong(fourth, 4)).body).toMatchObject({
      code: 'PIN_INVALID',
      details: { attemptsLeft: 1 },
    });
    expect(await hotelNotices()).toHaveLength(0);

    // The 20th, on a new PIN with tries left: sign-in by code pauses, even for the right code.
    const fifth = await newPin();
    const twentieth = await typeWrong(fifth, 1);
    expect(twentieth.status).toBe(429);
    expect(twentieth.body.code).toBe('PIN_GUESS_LIMIT');
    const pausedFor = (firstPinAt.getTime() + DAY_SECONDS * 1000 - now.getTime()) / 1000;
    expect(twentieth.body.details.retryAfterSeconds).toBe(pausedFor);
    const right = await verifyPin(testApp.app, ana, 'email', fifth);
    expect(right.body).toMatchObject({ code: 'PIN_GUESS_LIMIT', details: { retryAfterSeconds: pausedFor } });
    advance(91);
    const ask = await askPin(testApp.app, ana, 'email');
    expect(ask.status).toBe(429);
    expect(ask.body.code).toBe('PIN_GUESS_LIMIT');

    // The hotel is told once, with the guest and reservation, and no code.
    await worker.drainOnce();
    const notices = await hotelNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Acesso por código pausado: Ana Souza, reserva 1001');
    expect(notices[0]?.text).toContain('20 códigos errados');
    expect(notices[0]?.text).not.toContain(fifth);

    // A second before the first PIN leaves the window it is still paused; then 15 wrong codes remain.
    advance(pausedFor - 91 - 1);
    expect((await askPin(testApp.app, ana, 'email')).body).toMatchObject({
      code: 'PIN_GUESS_LIMIT',
      details: { retryAfterSeconds: 1 },
    });
    advance(1);
    const reopened = await askPin(testApp.app, ana, 'email');
    expect(reopened.status).toBe(202);
    await worker.drainOnce();
    const code = pinFromText((await latestLocalMessage(testApp.db, anaEmail)).text).code;
    expect((await verifyPin(testApp.app, ana, 'email', code)).status).toBe(200);
  });

  it('counts many simultaneous wrong codes exactly: the ceiling is never passed', async () => {
    const windowStart = now;
    const noticesBefore = (await hotelNotices()).length;
    for (let i = 0; i < 3; i += 1) await typeWrong(await newPin(), 5);
    const code = await newPin(); // 15 so far: five tries left on this PIN, five under the ceiling
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verifyPin(testApp.app, ana, 'email', wrongCode(code))),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((answerCode) => answerCode === 'PIN_INVALID')).toHaveLength(4);
    expect(codes).toContain('PIN_GUESS_LIMIT');
    const pins = await testApp.db
      .select({ failedAttempts: guestPins.failedAttempts })
      .from(guestPins)
      .where(and(eq(guestPins.guestId, ana), gt(guestPins.createdAt, windowStart)));
    expect(pins.reduce((sum, pin) => sum + pin.failedAttempts, 0)).toBe(PIN_DAILY_MAX_FAILED_ATTEMPTS);
    await worker.drainOnce();
    expect(await hotelNotices()).toHaveLength(noticesBefore + 1);
  });
});
