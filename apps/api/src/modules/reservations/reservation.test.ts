import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReservation } from '@hospedar/contracts/search/get-reservation';
import { signGuestToken, type GuestClaims } from '../../auth/guest-token.ts';
import { deriveSecrets, TEST_SECRETS } from '../../auth/secrets.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const sol = (number: string) => demoReservationId('solnascente', number);
const guest = (key: string) => demoGuestId('solnascente', key);

const claims = (overrides: Partial<GuestClaims> = {}): GuestClaims => ({
  guestId: guest('1020:rafael'),
  reservationId: sol('1020'),
  companyId: demoCompanyId('solnascente'),
  masterGuest: true,
  isChild: false,
  ...overrides,
});
const RAFAEL = claims();
const JULIANA = claims({ guestId: guest('1020:juliana'), masterGuest: false });
const ANA = claims({ guestId: guest('1001:ana'), reservationId: sol('1001') });
const BRUNO = claims({ guestId: guest('1001:bruno'), reservationId: sol('1001'), masterGuest: false });

async function bearer(guestClaims: GuestClaims, options: { key?: Uint8Array; now?: Date } = {}) {
  const { token } = await signGuestToken(guestClaims, {
    key: options.key ?? TEST_SECRETS.guestTokenKey,
    now: options.now ?? NOW,
  });
  return { authorization: `Bearer ${token}` };
}

describe('reservations of a verified guest', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());
  const get = async (url: string, guestClaims: GuestClaims | null, host?: string) =>
    getJson(testApp.app, url, { host, headers: guestClaims ? await bearer(guestClaims) : {} });

  describe('GET /api/appointments/:id', () => {
    it("answers the token's reservation", async () => {
      const { status, body } = await get(`/api/appointments/${sol('1001')}`, ANA);
      expect(status).toBe(200);
      expect(ZReservation.parse(body)).toEqual({
        id: sol('1001'),
        reservationNumber: '1001',
        resStatus: 1,
        checkinDate: '2026-03-13',
        checkoutDate: '2026-03-16',
        adultsNumber: expect.any(Number),
        childrenNumber: expect.any(Number),
        billed: false,
        isDemonstration: expect.any(Boolean),
        guestListFinishedAt: null,
      });
    });

    it('answers a companion its own reservation too', async () => {
      expect((await get(`/api/appointments/${sol('1001')}`, BRUNO)).status).toBe(200);
    });

    it.each([
      ['another reservation of the hotel', sol('1020'), ANA],
      ['an unknown reservation', '00000000-0000-4000-8000-000000000000', ANA],
      ["another hotel's reservation", demoReservationId('marazul', '2001'), ANA],
    ])('answers 404 RESERVATION_NOT_FOUND for %s', async (_case, id, guestClaims) => {
      const { status, body } = await get(`/api/appointments/${id}`, guestClaims);
      expect(status).toBe(404);
      expect(body.code).toBe('RESERVATION_NOT_FOUND');
    });

    it("answers 404 when the token's reservation id is not the hotel's", async () => {
      const forged = claims({ reservationId: demoReservationId('marazul', '2001') });
      const { status } = await get(`/api/appointments/${demoReservationId('marazul', '2001')}`, forged);
      expect(status).toBe(404);
    });

    it('answers 401 TOKEN_INVALID without a token, with a bad one, an expired one or one of another hotel', async () => {
      const url = `/api/appointments/${sol('1001')}`;
      const cases = [
        {},
        { authorization: 'Bearer not-a-token' },
        { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' },
        await bearer(ANA, { key: deriveSecrets('another-secret-of-at-least-32-chars!').guestTokenKey }),
        await bearer(ANA, { now: new Date(NOW.getTime() - 51 * 60_000) }),
      ];
      for (const headers of cases) {
        const { status, body } = await getJson(testApp.app, url, { headers });
        expect(status, JSON.stringify(headers)).toBe(401);
        expect(body.code).toBe('TOKEN_INVALID');
      }
      const onMarazul = await getJson(testApp.app, url, { host: HOSTS.marazul, headers: await bearer(ANA) });
      expect(onMarazul.status).toBe(401);
    });

    it('answers 400 naming params.id for a non-UUID', async () => {
      const { status, body } = await get('/api/appointments/1001', ANA);
      expect(status).toBe(400);
      expect(body.details.fields[0].field).toBe('params.id');
    });
  });

  describe('GET /api/appointments/by-guest/:guestId', () => {
    it("answers the reservation of the token's own guest", async () => {
      const { status, body } = await get(`/api/appointments/by-guest/${guest('1001:bruno')}`, BRUNO);
      expect(status).toBe(200);
      expect(body.id).toBe(sol('1001'));
    });

    it.each(['1020:laura', '1020:pedro'])(
      'lets the main guest read a minor of the reservation (%s)',
      async (key) => {
        const { status, body } = await get(`/api/appointments/by-guest/${guest(key)}`, RAFAEL);
        expect(status).toBe(200);
        expect(body.id).toBe(sol('1020'));
      },
    );

    it.each([
      ['the main guest reading an adult companion', '1020:juliana', RAFAEL],
      ['a companion reading a minor', '1020:laura', JULIANA],
      ['a companion reading another companion', '1001:carla', BRUNO],
      ['a companion reading the main guest', '1001:ana', BRUNO],
      ['the main guest reading a guest of another reservation', '1001:bruno', RAFAEL],
      ['an unknown guest', '00000000-0000-4000-8000-000000000000', RAFAEL],
    ])('answers 404 for %s', async (_case, guestKey, guestClaims) => {
      const id = guestKey.includes(':') ? guest(guestKey) : guestKey;
      const { status, body } = await get(`/api/appointments/by-guest/${id}`, guestClaims);
      expect(status).toBe(404);
      expect(body.code).toBe('GUEST_NOT_FOUND');
    });

    it("answers 404 for another hotel's guest and 401 without a token", async () => {
      const beatriz = demoGuestId('marazul', '2001:beatriz');
      expect((await get(`/api/appointments/by-guest/${beatriz}`, RAFAEL)).status).toBe(404);
      const { status, body } = await get(`/api/appointments/by-guest/${guest('1020:rafael')}`, null);
      expect(status).toBe(401);
      expect(body.code).toBe('TOKEN_INVALID');
    });
  });
});
