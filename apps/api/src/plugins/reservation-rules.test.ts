import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGuestToken, type GuestClaims } from '../auth/guest-token.ts';
import { TEST_SECRETS } from '../auth/secrets.ts';
import { companies, outboxMessages, reservations } from '../db/schema/index.ts';
import { demoCompanyId } from '../db/seed/demo-ids.ts';
import { callApi, claims, guest, NOW, sol } from '../modules/guests/guest-test-helpers.ts';
import { dataUrl, signedPng } from '../modules/guests/signature-test-images.ts';
import { HOSTS } from '../test/api-client.ts';
import { localOutboxWorker } from '../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import {
  askPin,
  latestLocalMessage,
  openPinLink,
  pinFromText,
  verifyPin,
} from '../test/verification-client.ts';

/**
 * Demo 1006 (cancelled, check-in in 6 days), 1008 (confirmed, checked out two days ago), 1009 (confirmed,
 * check-in yesterday, not in house) and 1050 (check-in in 45 days; Sol Nascente opens 30 days before).
 */
const HENRIQUE = claims('1006:henrique', true);
const JULIO = claims('1008:julio', true);
const WAGNER = claims('1009:wagner', true);
const YASMIN = claims('1050:yasmin', true);
const NAMES = new Map([
  [HENRIQUE, 'Henrique'],
  [JULIO, 'Júlio'],
  [WAGNER, 'Wagner'],
  [YASMIN, 'Yasmin'],
]);
/** Demo 1029: one main guest whose form is already finalized, so the list can be finished at once. */
const MARINA = claims('1029:marina', true);

const BLOCKED = [
  ['the cancelled reservation 1006', HENRIQUE, 'RESERVATION_CANCELLED', 'cancelled'],
  ['the reservation 1008 that ended two days ago', JULIO, 'RESERVATION_EXPIRED', 'expired'],
  ['the reservation 1009 whose check-in day passed', WAGNER, 'RESERVATION_PERIOD_ENDED', 'periodEnded'],
  ['the reservation 1050, before its pre-check-in opens', YASMIN, 'RESERVATION_NOT_OPEN_YET', 'notOpenYet'],
] as const;

/** Every way a guest with a token reads, saves or sends: each must be refused for a closed reservation. */
function tokenCalls(who: GuestClaims) {
  const { guestId, reservationId, companyId } = who;
  return [
    ['GET', `/api/clients/${guestId}`, undefined],
    ['PUT', `/api/clients/${guestId}`, { name: NAMES.get(who) }],
    ['PUT', `/api/clients/${guestId}/signature`, { image: dataUrl(signedPng()) }],
    ['POST', '/api/clients/finalize-register', { companyId, reservationId, clientId: guestId }],
    ['POST', `/api/appointments/${reservationId}/finish`, undefined],
    ['GET', `/api/appointments/${reservationId}`, undefined],
    ['GET', `/api/appointments/by-guest/${guestId}`, undefined],
  ] as const;
}

describe('the reservation rules of the API (the search’s rule on every way in; decision 52)', () => {
  let testApp: TestApp;
  let now = NOW;
  const clock = () => now;
  let worker: ReturnType<typeof localOutboxWorker>;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    worker = localOutboxWorker(testApp.db, clock);
  });
  afterAll(() => testApp.close());

  const fnrhMessages = () =>
    testApp.db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.kind, 'fnrh'));
  const setStatus = (number: string, resStatus: number) =>
    testApp.db
      .update(reservations)
      .set({ resStatus })
      .where(eq(reservations.id, sol(number)));

  describe.each(BLOCKED)('%s', (_name, who, code, reason) => {
    it('gets no contacts and no PIN, with the reason the search shows', async () => {
      const contacts = await callApi(testApp, 'GET', `/api/clients/${who.guestId}/contact-info`, null);
      expect(contacts.status).toBe(403);
      expect(contacts.body).toMatchObject({ code, details: { reason } });
      const pin = await askPin(testApp.app, who.guestId, 'email');
      expect(pin.status).toBe(403);
      expect(pin.body.code).toBe(code);
    });

    it('gets no read, save, signature, export or finish with a token it already holds', async () => {
      const before = (await fnrhMessages()).length;
      for (const [method, url, body] of tokenCalls(who)) {
        const answer = await callApi(testApp, method, url, who, { body });
        expect({ url, status: answer.status, code: answer.body?.code }).toEqual({ url, status: 403, code });
      }
      expect(await fnrhMessages()).toHaveLength(before);
    });
  });

  it('refuses the other blocking statuses with their own codes (checked out, no-show, pending)', async () => {
    for (const [number, key, code] of [
      ['1003', '1003:elisa', 'RESERVATION_CHECKED_OUT'],
      ['1004', '1004:fabio', 'RESERVATION_PENDING'],
      ['1005', '1005:gabriela', 'RESERVATION_NO_SHOW'],
    ] as const) {
      const answer = await callApi(testApp, 'GET', `/api/clients/${guest(key)}`, claims(key, true));
      expect({ number, status: answer.status, code: answer.body.code }).toEqual({
        number,
        status: 403,
        code,
      });
    }
  });

  it('on the checkout day, lets a guest in house in and sends one not in house to the reception', async () => {
    await testApp.db
      .update(reservations)
      .set({ checkoutDate: '2026-03-10' })
      .where(eq(reservations.id, sol('1008')));
    const onCheckoutDay = await callApi(testApp, 'GET', `/api/clients/${JULIO.guestId}`, JULIO);
    expect(onCheckoutDay.body.code).toBe('RESERVATION_PERIOD_ENDED');
    await setStatus('1008', 2);
    expect((await callApi(testApp, 'GET', `/api/clients/${JULIO.guestId}`, JULIO)).status).toBe(200);
    const diego = claims('1002:diego', true);
    expect((await callApi(testApp, 'GET', `/api/clients/${diego.guestId}`, diego)).status).toBe(200);
    await setStatus('1008', 1);
    await testApp.db
      .update(reservations)
      .set({ checkoutDate: '2026-03-08' })
      .where(eq(reservations.id, sol('1008')));
  });

  it('tells a guest too early the day the pre-check-in opens, and lets them in from that day', async () => {
    const early = await callApi(testApp, 'GET', `/api/clients/${YASMIN.guestId}/contact-info`, null);
    // Check-in 2026-04-24 (45 days after 2026-03-10), opening 30 days before.
    expect(early.body).toMatchObject({
      code: 'RESERVATION_NOT_OPEN_YET',
      details: { reason: 'notOpenYet', opensOn: '2026-03-25' },
    });
    now = new Date('2026-03-25T12:00:00Z');
    const opened = await callApi(testApp, 'GET', `/api/clients/${YASMIN.guestId}/contact-info`, null);
    expect(opened.status).toBe(200);
    now = NOW;
  });

  it('gives no token for a code or a link sent before the reservation was cancelled', async () => {
    const lucas = claims('1000:lucas', true);
    const sendPin = async () => {
      expect((await askPin(testApp.app, lucas.guestId, 'email')).status).toBe(202);
      await worker.drainOnce();
      return pinFromText((await latestLocalMessage(testApp.db, 'lucas.ferreira@example.com')).text);
    };
    const first = await sendPin();
    await setStatus('1000', 6);
    const linked = await openPinLink(testApp.app, { hash: first.linkToken });
    expect(linked.status).toBe(403);
    expect(linked.body).toMatchObject({ code: 'RESERVATION_CANCELLED', details: { reason: 'cancelled' } });
    expect(linked.body.token).toBeUndefined();

    await setStatus('1000', 0);
    now = new Date(now.getTime() + 2 * 60 * 1000); // past the 90-second resend wait
    const second = await sendPin();
    await setStatus('1000', 6);
    const verified = await verifyPin(testApp.app, lucas.guestId, 'email', second.code);
    expect(verified.status).toBe(403);
    expect(verified.body.code).toBe('RESERVATION_CANCELLED');
    expect(verified.body.token).toBeUndefined();
    await setStatus('1000', 0);
    now = NOW;
  });

  it('answers a stranger’s id with 404 before any reservation rule', async () => {
    const answer = await callApi(testApp, 'GET', `/api/clients/${HENRIQUE.guestId}`, JULIO);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('GUEST_NOT_FOUND');
  });

  describe('a finished guest list', () => {
    const marina = MARINA.guestId;
    const formChanges = () =>
      [
        ['PUT', `/api/clients/${marina}`, { name: 'Marina' }],
        ['PUT', `/api/clients/${marina}/signature`, { image: dataUrl(signedPng()) }],
        [
          'POST',
          '/api/clients/finalize-register',
          { companyId: MARINA.companyId, reservationId: MARINA.reservationId, clientId: marina },
        ],
        ['PUT', `/api/clients/${marina}/document-images`, { frontImageKey: 'x' }],
        ['POST', `/api/clients/${marina}/document-scan-link`, undefined],
        [
          'PUT',
          '/api/clients/replace-documents',
          {
            fnrhId: 'FNRH-DEMO-1029-MARINA',
            guestId: marina,
            documents: [{ isMain: true, documentTypeId: 1, documentNumber: '591.736.284-09' }],
          },
        ],
        ['POST', `/api/appointments/${MARINA.reservationId}/finish`, undefined],
      ] as const;
    const setChangesRule = async (days: number | null) => {
      const [row] = await testApp.db
        .select({ rules: companies.rules })
        .from(companies)
        .where(eq(companies.id, demoCompanyId('solnascente')));
      await testApp.db
        .update(companies)
        .set({ rules: { ...(row?.rules as object), changesAfterFinishDaysBeforeCheckin: days } })
        .where(eq(companies.id, demoCompanyId('solnascente')));
    };
    const queuedExports = () =>
      testApp.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, 'fnrh'), eq(outboxMessages.companyId, MARINA.companyId)));

    it('takes changes until it is finished', async () => {
      const finished = await callApi(testApp, 'POST', `/api/appointments/${sol('1029')}/finish`, MARINA);
      expect(finished.status).toBe(200);
    });

    it('is read-only for guests: every save, signature, document, export or finish answers 409', async () => {
      const before = (await queuedExports()).length;
      for (const [method, url, body] of formChanges()) {
        const answer = await callApi(testApp, method, url, MARINA, { body });
        expect({ url, status: answer.status, code: answer.body?.code }).toEqual({
          url,
          status: 409,
          code: 'GUEST_LIST_FINISHED',
        });
      }
      expect(await queuedExports()).toHaveLength(before);
      // Reading stays open: the guest still sees the list and the form sent.
      expect((await callApi(testApp, 'GET', `/api/clients/${marina}`, MARINA)).status).toBe(200);
    });

    it('takes changes while the hotel allows them, until that many days before check-in', async () => {
      // 1029 checks in on today + 9: 9 days before is today (allowed), 10 days before was yesterday.
      await setChangesRule(10);
      const late = await callApi(testApp, 'PUT', `/api/clients/${marina}`, MARINA, {
        body: { name: 'Marina' },
      });
      expect(late.body.code).toBe('GUEST_LIST_FINISHED');

      await setChangesRule(9);
      const before = (await queuedExports()).length;
      const saved = await callApi(testApp, 'PUT', `/api/clients/${marina}`, MARINA, {
        body: { name: 'Marina' },
      });
      expect(saved.status).toBe(200);
      const finalized = await callApi(testApp, 'POST', '/api/clients/finalize-register', MARINA, {
        body: { companyId: MARINA.companyId, reservationId: MARINA.reservationId, clientId: marina },
      });
      expect(finalized.status).toBe(200);
      expect(finalized.body.isFirstFinalization).toBe(false);
      expect(await queuedExports()).toHaveLength(before + 1);
      await setChangesRule(null);
    });

    it('applies to the hotel of the token only (another hotel’s host gets 401)', async () => {
      const answer = await callApi(testApp, 'PUT', `/api/clients/${marina}`, MARINA, {
        body: { name: 'Marina' },
        host: HOSTS.marazul,
      });
      expect(answer.status).toBe(401);
    });
  });

  it('ends a stay at midnight in the hotel’s time zone (São Paulo), not in UTC', async () => {
    await testApp.db
      .update(reservations)
      .set({ checkoutDate: '2026-03-10' })
      .where(eq(reservations.id, sol('1008')));
    await setStatus('1008', 2); // in house: only the end of the stay closes it
    const readAt = async (iso: string) => {
      now = new Date(iso);
      const { token } = await signGuestToken(JULIO, { key: TEST_SECRETS.guestTokenKey, now });
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/clients/${JULIO.guestId}`,
        headers: { host: HOSTS.solnascente, authorization: `Bearer ${token}` },
      });
      return { status: response.statusCode, code: (response.json() as { code?: string }).code };
    };
    // 02:00 UTC on the 11th is 23:00 on the 10th in São Paulo: still the checkout day.
    expect((await readAt('2026-03-11T02:00:00Z')).status).toBe(200);
    expect(await readAt('2026-03-11T03:30:00Z')).toEqual({ status: 403, code: 'RESERVATION_EXPIRED' });
    await setStatus('1008', 1);
    now = NOW;
  });
});
