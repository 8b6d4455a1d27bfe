import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { guest, NOW, sol } from '../guests/guest-test-helpers.ts';

describe('POST /api/track/{id} and /api/track/{id}/filling-data', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const track = (id: string, origin: string | null, host: string = HOSTS.solnascente) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/track/${id}`,
      headers: { host, ...(origin === null ? {} : { 'x-origin': origin }) },
    });
  const filling = (id: string, body: unknown, host: string = HOSTS.solnascente) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/track/${id}/filling-data`,
      headers: { host },
      payload: body as object,
    });
  const rowsOf = (id: string) =>
    testApp.db.select().from(trackingEvents).where(eq(trackingEvents.subjectId, id));

  it('stores where a reservation’s guest came from and the steps a guest reached', async () => {
    const reservationId = sol('1001');
    expect((await track(reservationId, 'qr-desk')).statusCode).toBe(204);
    const guestId = guest('1001:ana');
    expect((await filling(guestId, { formOrigin: 'personal-info' })).statusCode).toBe(204);
    expect((await filling(guestId, { formOrigin: 'confirmation' })).statusCode).toBe(204);

    expect(await rowsOf(reservationId)).toMatchObject([
      { companyId: demoCompanyId('solnascente'), kind: 'origin', origin: 'qr-desk', formOrigin: null },
    ]);
    const steps = await rowsOf(guestId);
    expect(steps.map((row) => [row.kind, row.formOrigin, row.origin])).toEqual([
      ['filling-data', 'personal-info', null],
      ['filling-data', 'confirmation', null],
    ]);
    expect(steps[0]?.createdAt.toISOString()).toBe(NOW.toISOString());
  });

  it('answers 404 for an id of another hotel or of nothing, and stores nothing', async () => {
    const foreignReservation = demoReservationId('marazul', '2001');
    const foreignGuest = demoGuestId('marazul', '2001:beatriz');
    expect((await track(foreignReservation, 'email')).statusCode).toBe(404);
    expect((await filling(foreignGuest, { formOrigin: 'personal-info' })).statusCode).toBe(404);
    expect((await track('3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f', 'email')).statusCode).toBe(404);
    expect(await rowsOf(foreignReservation)).toEqual([]);
    expect(await rowsOf(foreignGuest)).toEqual([]);
    // Its own hotel takes it.
    expect((await track(foreignReservation, 'email', HOSTS.marazul)).statusCode).toBe(204);
  });

  it('refuses bad bodies, headers and ids with 400, never 500', async () => {
    const id = sol('1001');
    const answers = [
      await track(id, null),
      await track(id, ''),
      await track(id, 'has spaces'),
      await track(id, 'x'.repeat(65)),
      await track('not-a-uuid', 'email'),
      await filling(id, {}),
      await filling(id, { formOrigin: '' }),
      await filling(id, { formOrigin: '<script>' }),
      await filling(id, { formOrigin: 42 }),
      await filling('1001', { formOrigin: 'confirmation' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await track(id, 'email', HOSTS.unknown)).statusCode).toBe(404);
    // An empty body declared as JSON is refused, not a server error.
    const emptyJson = await testApp.app.inject({
      method: 'POST',
      url: `/api/track/${id}`,
      headers: { host: HOSTS.solnascente, 'x-origin': 'email', 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(400);
  });
});
