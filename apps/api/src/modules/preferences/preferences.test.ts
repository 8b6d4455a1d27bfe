import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoGuestId } from '../../db/seed/demo-ids.ts';
import { ERROR_CODES } from '@hospedar/contracts/errors/api-error';
import { companies, guests, outboxMessages } from '../../db/schema/index.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { ANA, BEATRIZ, BRUNO, call, callApi, guest, NOW, RAFAEL } from '../guests/guest-test-helpers.ts';

const URL = '/api/appointments/preferences/set';
const SOL = demoCompanyId('solnascente');
const GOOD = {
  bedType: 'double',
  view: 'sea-view',
  checkinTime: '18:00',
  floor: 'higher',
  elevator: 'far',
} as const;

describe('PUT /api/appointments/preferences/set', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const put = (claims: typeof ANA | null, body: unknown, host?: string) =>
    callApi(testApp, 'PUT', URL, claims, { body, host });
  const stored = async (id: string) => {
    const [row] = await testApp.db
      .select({ value: guests.accommodationPreferences })
      .from(guests)
      .where(eq(guests.id, id));
    return row?.value ?? null;
  };

  it("stores the main guest's own preferences and answers them back with the guest", async () => {
    const id = guest('1001:ana');
    const saved = await put(ANA, { companyId: SOL, guestId: id, preferences: GOOD });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ guestId: id, preferences: GOOD });
    expect(await stored(id)).toEqual(GOOD);
    expect((await call(testApp, 'GET', id, ANA)).body.guest.accommodationPreferences).toEqual(GOOD);

    const cleared = { bedType: null, view: null, checkinTime: null, floor: 'lower', elevator: null };
    expect((await put(ANA, { companyId: SOL, guestId: id, preferences: cleared })).status).toBe(200);
    expect(await stored(id)).toEqual(cleared);
  });

  it("answers 404 for a companion's token, another guest's id and another hotel's", async () => {
    const cases = [
      { claims: BRUNO, body: { companyId: SOL, guestId: guest('1001:bruno'), preferences: GOOD } },
      { claims: ANA, body: { companyId: SOL, guestId: guest('1001:bruno'), preferences: GOOD } },
      { claims: RAFAEL, body: { companyId: SOL, guestId: guest('1001:ana'), preferences: GOOD } },
      {
        claims: ANA,
        body: { companyId: demoCompanyId('marazul'), guestId: guest('1001:ana'), preferences: GOOD },
      },
      {
        claims: ANA,
        body: { companyId: SOL, guestId: demoGuestId('marazul', '2001:beatriz'), preferences: GOOD },
      },
    ];
    for (const { claims, body } of cases) {
      const answer = await put(claims, body);
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.body.code).toBe('GUEST_NOT_FOUND');
    }
    expect(await stored(guest('1001:bruno'))).toBeNull();
    // Another hotel's token on this hotel is no token at all.
    expect(
      (await put(BEATRIZ, { companyId: SOL, guestId: guest('1001:ana'), preferences: GOOD })).status,
    ).toBe(401);
    expect((await put(null, { companyId: SOL, guestId: guest('1001:ana'), preferences: GOOD })).status).toBe(
      401,
    );
  });

  it('refuses choices the hotel does not offer with 400 PREFERENCE_NOT_OFFERED naming each field', async () => {
    const id = guest('1020:rafael');
    const answer = await put(RAFAEL, {
      companyId: SOL,
      guestId: id,
      // A bed type given as the view, a view as the bed type, and an hour the hotel does not offer.
      preferences: { bedType: 'sea-view', view: 'double', checkinTime: '03:00', floor: null, elevator: null },
    });
    expect(answer.status).toBe(400);
    // A code of its own, which the portal translates (guest-errors:codes.PREFERENCE_NOT_OFFERED).
    expect(answer.body.code).toBe('PREFERENCE_NOT_OFFERED');
    expect(ERROR_CODES).toContain(answer.body.code);
    expect(answer.body.details.fields.map((f: { field: string }) => f.field)).toEqual([
      'body.preferences.bedType',
      'body.preferences.view',
      'body.preferences.checkinTime',
    ]);
    // The old single room type is no longer a field: the choice must name a bed type and a view apart.
    const oldShape = await put(RAFAEL, {
      companyId: SOL,
      guestId: id,
      preferences: { roomType: 'double', checkinTime: null, floor: null, elevator: null },
    });
    expect(oldShape.status).toBe(400);
    expect(oldShape.body.code).toBe('VALIDATION_FAILED');
    const badShape = await put(RAFAEL, {
      companyId: SOL,
      guestId: id,
      preferences: { ...GOOD, floor: 'middle' },
    });
    expect(badShape.status).toBe(400);
    expect(JSON.stringify(badShape.body.details.fields)).toContain('preferences.floor');
    for (const body of [
      {},
      { companyId: SOL, guestId: id },
      { companyId: 'x', guestId: id, preferences: GOOD },
    ]) {
      expect((await put(RAFAEL, body)).status).toBe(400);
    }
    expect(await stored(id)).toBeNull();
  });

  it('travels to the hotel with the guest in the next export', async () => {
    const id = guest('1001:ana');
    expect((await put(ANA, { companyId: SOL, guestId: id, preferences: GOOD })).status).toBe(200);
    const finalized = await callApi(testApp, 'POST', '/api/clients/finalize-register', ANA, {
      body: { companyId: SOL, reservationId: ANA.reservationId, clientId: id, immediatelyExport: false },
    });
    expect(finalized.status).toBe(200);
    const [message] = await testApp.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'fnrh'), eq(outboxMessages.status, 'pending')));
    expect(message?.payload).toMatchObject({
      guestId: id,
      record: { guest: { id, accommodationPreferences: GOOD } },
    });
  });

  it('reads preferences stored before bed type and view were apart, and sends them to the hotel split', async () => {
    const id = guest('1001:ana');
    await testApp.db
      .update(guests)
      .set({
        accommodationPreferences: {
          roomType: 'sea-view',
          checkinTime: '16:00',
          floor: null,
          elevator: 'near',
        },
      })
      .where(eq(guests.id, id));
    const read = (await call(testApp, 'GET', id, ANA)).body.guest.accommodationPreferences;
    expect(read).toEqual({
      bedType: null,
      view: 'sea-view',
      checkinTime: '16:00',
      floor: null,
      elevator: 'near',
    });
    await testApp.db
      .update(guests)
      .set({
        accommodationPreferences: { roomType: 'twin', checkinTime: null, floor: 'lower', elevator: null },
      })
      .where(eq(guests.id, id));
    expect((await call(testApp, 'GET', id, ANA)).body.guest.accommodationPreferences).toEqual({
      bedType: 'twin',
      view: null,
      checkinTime: null,
      floor: 'lower',
      elevator: null,
    });
  });

  it('answers 404 NOT_FOUND when the hotel turns the preferences step off', async () => {
    const [row] = await testApp.db.select().from(companies).where(eq(companies.id, SOL));
    const steps = (row?.stepsConfig ?? []) as { id: string; enabled: boolean }[];
    await testApp.db
      .update(companies)
      .set({
        stepsConfig: steps.map((step) => ({
          ...step,
          enabled: step.id !== 'preferencia-de-acomodacao' && step.enabled,
        })),
      })
      .where(eq(companies.id, SOL));
    const answer = await put(ANA, { companyId: SOL, guestId: guest('1001:ana'), preferences: GOOD });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
    await testApp.db.update(companies).set({ stepsConfig: steps }).where(eq(companies.id, SOL));
  });
});
