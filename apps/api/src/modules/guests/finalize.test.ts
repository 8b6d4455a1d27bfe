import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFinalizeRegisterResponse } from '@hospedar/contracts/guests/finalize-register';
import { ZGuest } from '@hospedar/contracts/guests/guest';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { guestDocuments, guests, hotelExports, outboxMessages } from '../../db/schema/index.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import {
  ANA,
  BEATRIZ,
  BRUNO,
  call,
  callApi,
  CARLA,
  giveMinorIdentityDocument,
  guest,
  JULIANA,
  NOW,
  RAFAEL,
  sol,
} from './guest-test-helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/clients/finalize-register', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const finalize = (claims: GuestClaims | null, clientId: string, overrides: Record<string, unknown> = {}) =>
    callApi(testApp, 'POST', '/api/clients/finalize-register', claims, {
      body: {
        companyId: claims?.companyId ?? demoCompanyId('solnascente'),
        reservationId: claims?.reservationId ?? sol('1001'),
        clientId,
        immediatelyExport: false,
        ...overrides,
      },
    });
  const deliver = () => localOutboxWorker(testApp.db, fixedClock(NOW.toISOString())).drainOnce();
  const exportsOf = (guestId: string) =>
    testApp.db
      .select()
      .from(hotelExports)
      .where(eq(hotelExports.guestId, guestId))
      .orderBy(hotelExports.createdAt);
  const fnrhIdOf = async (guestId: string) =>
    (await testApp.db.select({ fnrhId: guests.fnrhId }).from(guests).where(eq(guests.id, guestId)))[0]
      ?.fnrhId;
  const pendingExports = () =>
    testApp.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'fnrh'), eq(outboxMessages.status, 'pending')));

  it('gives a complete guest an fnrhId and sends the whole form to the hotel', async () => {
    const id = guest('1001:ana');
    const { status, body } = await finalize(ANA, id);
    expect(status).toBe(200);
    const answer = ZFinalizeRegisterResponse.parse(body);
    expect(answer).toEqual({ clientId: id, fnrhId: expect.stringMatching(UUID), isFirstFinalization: true });
    expect(await fnrhIdOf(id)).toBe(answer.fnrhId);
    const read = await call(testApp, 'GET', id, ANA);
    expect(read.body.guest).toMatchObject({ fnrhId: answer.fnrhId, isCompleted: true });

    const [message] = await pendingExports();
    expect(message?.payload).toMatchObject({ kind: 'guest', reservationId: sol('1001'), guestId: id });
    expect(await deliver()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const received = await exportsOf(id);
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first).toMatchObject({
      id: message?.id,
      companyId: ANA.companyId,
      reservationId: sol('1001'),
      guestId: id,
      kind: 'guest',
      createdAt: NOW,
    });
    const payload = first?.payload as { reservation: unknown; isUpdate: boolean; guest: unknown };
    expect(payload.reservation).toMatchObject({ id: sol('1001'), reservationNumber: '1001' });
    expect(payload.isUpdate).toBe(false);
    expect(ZGuest.parse(payload.guest)).toMatchObject({
      id,
      name: 'Ana',
      email: 'ana.souza@example.com',
      fnrhId: answer.fnrhId,
      isCompleted: true,
      documents: [{ isMain: true, documentTypeId: 1, documentNumber: '52998224725' }],
    });
  });

  it('keeps the fnrhId when finalized again and sends the update', async () => {
    const id = guest('1001:ana');
    const fnrhId = await fnrhIdOf(id);
    await call(testApp, 'PUT', id, ANA, { body: { addressComplement: 'Bloco B' } });
    const { status, body } = await finalize(ANA, id, { immediatelyExport: true });
    expect(status).toBe(200);
    expect(body).toEqual({ clientId: id, fnrhId, isFirstFinalization: false });
    expect(await fnrhIdOf(id)).toBe(fnrhId);
    expect(await deliver()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const received = await exportsOf(id);
    expect(received).toHaveLength(2);
    expect(received[1]?.payload).toMatchObject({
      isUpdate: true,
      guest: { fnrhId, addressComplement: 'Bloco B' },
    });
  });

  it('refuses an incomplete guest naming the missing fields, and changes nothing', async () => {
    const id = guest('1001:carla');
    const { status, body } = await finalize(CARLA, id);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields).toEqual([{ field: 'body.email', message: 'validation.required' }]);
    expect(await fnrhIdOf(id)).toBeNull();
    expect(await pendingExports()).toEqual([]);
    expect(await exportsOf(id)).toEqual([]);
  });

  it('refuses a saved record that breaks a form rule', async () => {
    const id = guest('1001:bruno');
    await testApp.db
      .update(guestDocuments)
      .set({ documentNumber: '746.153.982-50' })
      .where(eq(guestDocuments.guestId, id));
    const { status, body } = await finalize(BRUNO, id);
    expect(status).toBe(400);
    expect(body.details.fields).toEqual([
      { field: 'body.documents.0.documentNumber', message: 'validation.isValidDocument' },
    ]);
    expect(await fnrhIdOf(id)).toBeNull();
    await testApp.db
      .update(guestDocuments)
      .set({ documentNumber: '74615398255' })
      .where(eq(guestDocuments.guestId, id));
    expect((await finalize(BRUNO, id)).status, 'once fixed').toBe(200);
    await deliver();
  });

  it('lets the main guest finalize a minor of the reservation', async () => {
    const id = guest('1020:laura');
    await giveMinorIdentityDocument(testApp, id, RAFAEL);
    const { status, body } = await finalize(RAFAEL, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ clientId: id, isFirstFinalization: true });
    await deliver();
    expect(await exportsOf(id)).toMatchObject([{ guestId: id, reservationId: sol('1020'), kind: 'guest' }]);
  });

  it.each([
    ['a companion finalizes the main guest', JULIANA, guest('1020:rafael'), {}],
    ['a companion finalizes another companion', BRUNO, guest('1001:carla'), {}],
    ['a companion finalizes a minor', JULIANA, guest('1020:pedro'), {}],
    ['the main guest finalizes an adult companion', ANA, guest('1001:bruno'), {}],
    ['the main guest finalizes a guest of another reservation', ANA, guest('1020:pedro'), {}],
    ['the body names another reservation', RAFAEL, guest('1020:pedro'), { reservationId: sol('1001') }],
    ['the body names another hotel', RAFAEL, guest('1020:pedro'), { companyId: demoCompanyId('marazul') }],
    ['an unknown guest', ANA, '00000000-0000-4000-8000-000000000000', {}],
  ])('answers 404 GUEST_NOT_FOUND when %s, and changes nothing', async (_case, claims, id, overrides) => {
    const before = await fnrhIdOf(id);
    const { status, body } = await finalize(claims, id, overrides);
    expect(status).toBe(404);
    expect(body.code).toBe('GUEST_NOT_FOUND');
    expect(await fnrhIdOf(id)).toBe(before);
    expect(await pendingExports()).toEqual([]);
  });

  it('answers 401 TOKEN_INVALID without a token or with a token of another hotel', async () => {
    expect((await finalize(null, guest('1001:ana'))).body.code).toBe('TOKEN_INVALID');
    const { status } = await finalize(BEATRIZ, BEATRIZ.guestId);
    expect(status).toBe(401);
    const own = await callApi(testApp, 'POST', '/api/clients/finalize-register', BEATRIZ, {
      host: HOSTS.marazul,
      body: { companyId: BEATRIZ.companyId, reservationId: BEATRIZ.reservationId, clientId: BEATRIZ.guestId },
    });
    // Her own hotel takes her token; Mar Azul requires document images, which her form lacks.
    expect(own.status, 'her own hotel reads her form').toBe(400);
    expect(own.body.details.fields).toEqual(
      expect.arrayContaining([{ field: 'body.documents.0.frontImageKey', message: 'validation.frontImage' }]),
    );
  });

  it('refuses a malformed body', async () => {
    for (const body of [{}, { clientId: 'x' }, { companyId: ANA.companyId, reservationId: sol('1001') }]) {
      const { status } = await callApi(testApp, 'POST', '/api/clients/finalize-register', ANA, { body });
      expect(status).toBe(400);
    }
  });
});
