import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFinishGuestListResponse } from '@hospedar/contracts/guests/finish-guest-list';
import { ZGuest } from '@hospedar/contracts/guests/guest';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { hotelExports, outboxMessages, reservations } from '../../db/schema/index.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ANA,
  BEATRIZ,
  callApi,
  claims,
  guest,
  giveMinorIdentityDocument,
  JULIANA,
  LAURA,
  NOW,
  RAFAEL,
  sol,
} from './guest-test-helpers.ts';

describe('POST /api/appointments/:id/finish', () => {
  let testApp: TestApp;
  let now = NOW;
  const clock = () => now;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });
  afterAll(() => testApp.close());

  const finish = (guestClaims: GuestClaims | null, reservationId = sol('1020')) =>
    callApi(testApp, 'POST', `/api/appointments/${reservationId}/finish`, guestClaims);
  const finalize = (guestClaims: GuestClaims, clientId: string) =>
    callApi(testApp, 'POST', '/api/clients/finalize-register', guestClaims, {
      body: { companyId: guestClaims.companyId, reservationId: guestClaims.reservationId, clientId },
    });
  const listExports = () =>
    testApp.db
      .select()
      .from(hotelExports)
      .where(and(eq(hotelExports.reservationId, sol('1020')), eq(hotelExports.kind, 'guest-list')))
      .orderBy(hotelExports.createdAt);
  const pendingExports = () =>
    testApp.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'fnrh'), eq(outboxMessages.status, 'pending')));
  const finishedAtOf = async (reservationId: string) =>
    (
      await testApp.db
        .select({ at: reservations.guestListFinishedAt })
        .from(reservations)
        .where(eq(reservations.id, reservationId))
    )[0]?.at;

  it.each([
    ['a companion', JULIANA, sol('1020')],
    ['a minor', LAURA, sol('1020')],
    ['the main guest of another reservation', ANA, sol('1020')],
    ['a token that claims to be main but is not', { ...JULIANA, masterGuest: true }, sol('1020')],
    ['an unknown reservation', RAFAEL, '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 RESERVATION_NOT_FOUND to %s, and changes nothing', async (_case, guestClaims, id) => {
    const { status, body } = await finish(guestClaims, id);
    expect(status).toBe(404);
    expect(body.code).toBe('RESERVATION_NOT_FOUND');
    expect(await finishedAtOf(sol('1020'))).toBeNull();
  });

  it('answers 401 TOKEN_INVALID without a token or with a token of another hotel', async () => {
    expect((await finish(null)).status).toBe(401);
    expect((await finish(BEATRIZ, BEATRIZ.reservationId)).body.code).toBe('TOKEN_INVALID');
  });

  it('answers 409 GUEST_DATA_MISSING with the ids of the guests not finalized, and sends nothing', async () => {
    const { status, body } = await finish(RAFAEL);
    expect(status).toBe(409);
    expect(body.code).toBe('GUEST_DATA_MISSING');
    expect([...body.details.guestIds].sort()).toEqual(
      [guest('1020:rafael'), guest('1020:laura'), guest('1020:pedro')].sort(),
    );
    expect(await finishedAtOf(sol('1020'))).toBeNull();
    expect(await pendingExports()).toEqual([]);
  });

  it('still refuses while one guest is missing', async () => {
    await giveMinorIdentityDocument(testApp, guest('1020:laura'), RAFAEL);
    await giveMinorIdentityDocument(testApp, guest('1020:pedro'), RAFAEL);
    for (const key of ['1020:rafael', '1020:laura']) {
      expect((await finalize(RAFAEL, guest(key))).status).toBe(200);
    }
    const { status, body } = await finish(RAFAEL);
    expect(status).toBe(409);
    expect(body.details.guestIds).toEqual([guest('1020:pedro')]);
  });

  it("sends every guest's form to the hotel in one guest-list export once the list is complete", async () => {
    expect((await finalize(RAFAEL, guest('1020:pedro'))).status).toBe(200);
    await localOutboxWorker(testApp.db, clock).drainOnce();
    const { status, body } = await finish(RAFAEL);
    expect(status).toBe(200);
    expect(ZFinishGuestListResponse.parse(body)).toEqual({
      reservationId: sol('1020'),
      finishedAt: NOW.toISOString(),
      guestCount: 4,
    });
    expect(await finishedAtOf(sol('1020'))).toEqual(NOW);
    const reservation = await callApi(testApp, 'GET', `/api/appointments/${sol('1020')}`, RAFAEL);
    expect(reservation.body.guestListFinishedAt).toBe(NOW.toISOString());

    expect(await localOutboxWorker(testApp.db, clock).drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const received = await listExports();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ guestId: null, kind: 'guest-list', reservationId: sol('1020') });
    const payload = received[0]?.payload as { finishedAt: string; guests: unknown[] };
    expect(payload.finishedAt).toBe(NOW.toISOString());
    const forms = payload.guests.map((form) => ZGuest.parse(form));
    expect(forms.map((form) => form.name)).toEqual(['Rafael', 'Juliana', 'Laura', 'Pedro']);
    for (const form of forms) expect(form.fnrhId).toEqual(expect.any(String));
  });

  it('keeps the first finish time and refuses to finish again: the list is read-only (decision 52)', async () => {
    now = new Date(NOW.getTime() + 10 * 60 * 1000); // within the token's 50 minutes
    const { status, body } = await finish(RAFAEL);
    expect(status).toBe(409);
    expect(body.code).toBe('GUEST_LIST_FINISHED');
    expect(await finishedAtOf(sol('1020'))).toEqual(NOW);
    await localOutboxWorker(testApp.db, clock).drainOnce();
    expect(await listExports()).toHaveLength(1);
  });

  it('lets the main guest of a one-guest reservation finish once the form is finalized', async () => {
    const camila = claims('1030:camila', true);
    expect((await finish(camila, sol('1030'))).status).toBe(409);
    expect((await finalize(camila, camila.guestId)).status).toBe(200);
    expect((await finish(camila, sol('1030'))).body.guestCount).toBe(1);
  });
});
