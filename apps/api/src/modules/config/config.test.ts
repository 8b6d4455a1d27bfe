import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const reservation1001 = demoReservationId('solnascente', '1001');
const ana1001 = demoGuestId('solnascente', '1001:ana');
const rafael1020 = demoGuestId('solnascente', '1020:rafael');
const reservation2001 = demoReservationId('marazul', '2001');
const beatriz2001 = demoGuestId('marazul', '2001:beatriz');
const unknownUuid = '00000000-0000-4000-8000-000000000000';

describe('GET /api/config', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  describe('tenant resolution from the Host header', () => {
    it.each([
      ['localhost', 'solnascente'],
      ['localhost:3000', 'solnascente'],
      ['127.0.0.1:3000', 'solnascente'],
      ['[::1]:3000', 'solnascente'],
      ['hospedar', 'solnascente'],
      ['marazul.localhost:3000', 'marazul'],
      ['MARAZUL.localhost', 'marazul'],
      ['legado.localhost', 'legado'],
    ])('%s is %s', async (host, subdomain) => {
      const { status, body } = await getJson(testApp.app, '/api/config', { host });
      expect(status).toBe(200);
      expect(body.company.hotel.subdomain).toBe(subdomain);
    });

    it('answers 404 TENANT_NOT_FOUND for a host no hotel answers', async () => {
      const { status, body } = await getJson(testApp.app, '/api/config', { host: HOSTS.unknown });
      expect(status).toBe(404);
      expect(body.code).toBe('TENANT_NOT_FOUND');
    });

    it('still answers a hotel without the new portal, with its legacy URL', async () => {
      const { status, body } = await getJson(testApp.app, '/api/config', { host: HOSTS.legado });
      expect(status).toBe(200);
      expect(body.company).toMatchObject({
        newPortalEnabled: false,
        legacyUrl: 'https://legado.example.com/precheckin',
      });
    });
  });

  describe('reservation and guest ids', () => {
    it('answers the reservation and guest when both belong together', async () => {
      const { status, body } = await getJson(
        testApp.app,
        `/api/config?reservationId=${reservation1001}&guestId=${ana1001}`,
      );
      expect(status).toBe(200);
      const config = ZGetInitialConfigResponse.parse(body);
      expect(config.reservation).toEqual({
        id: reservation1001,
        checkinDate: '2026-03-13',
        checkoutDate: '2026-03-16',
      });
      expect(config.guestId).toBe(ana1001);
    });

    it('answers a guest of the tenant without a reservation id', async () => {
      const { status, body } = await getJson(testApp.app, `/api/config?guestId=${ana1001}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ reservation: null, guestId: ana1001 });
    });

    it.each([
      ['an unknown reservation', `reservationId=${unknownUuid}`, 'RESERVATION_NOT_FOUND'],
      ["another tenant's reservation", `reservationId=${reservation2001}`, 'RESERVATION_NOT_FOUND'],
      ['an unknown guest', `guestId=${unknownUuid}`, 'GUEST_NOT_FOUND'],
      ["another tenant's guest", `guestId=${beatriz2001}`, 'GUEST_NOT_FOUND'],
      [
        'a guest of another reservation',
        `reservationId=${reservation1001}&guestId=${rafael1020}`,
        'GUEST_NOT_FOUND',
      ],
    ])('answers 404 for %s', async (_case, query, code) => {
      const { status, body } = await getJson(testApp.app, `/api/config?${query}`);
      expect(status).toBe(404);
      expect(body.code).toBe(code);
    });

    it('answers 404 for a marazul reservation asked from the default tenant, and 200 from marazul', async () => {
      expect((await getJson(testApp.app, `/api/config?reservationId=${reservation2001}`)).status).toBe(404);
      const fromMarazul = await getJson(
        testApp.app,
        `/api/config?reservationId=${reservation2001}&guestId=${beatriz2001}`,
        {
          host: HOSTS.marazul,
        },
      );
      expect(fromMarazul.status).toBe(200);
    });

    it.each([
      ['guestId', 'guestId=123'],
      ['reservationId', 'reservationId=not-a-uuid'],
      ['reservationId', `reservationId=${reservation1001}x`],
    ])('answers 400 naming query.%s for a non-UUID', async (field, query) => {
      const { status, body } = await getJson(testApp.app, `/api/config?${query}`);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields).toContainEqual(expect.objectContaining({ field: `query.${field}` }));
    });
  });

  describe("the hotel's today", () => {
    it.each([
      // 02:30 UTC is still the previous evening in Brazil (UTC-3).
      ['2026-03-10T02:30:00Z', '2026-03-09'],
      ['2026-03-10T02:59:59Z', '2026-03-09'],
      ['2026-03-10T03:00:00Z', '2026-03-10'],
      ['2026-12-31T23:59:00Z', '2026-12-31'],
      ['2027-01-01T02:00:00Z', '2026-12-31'],
    ])('at %s is %s', async (instant, today) => {
      now = new Date(instant);
      const { body } = await getJson(testApp.app, '/api/config');
      expect(body.today).toBe(today);
      const marazul = await getJson(testApp.app, '/api/config', { host: HOSTS.marazul });
      expect(marazul.body.today).toBe(today);
    });
  });

  describe('language', () => {
    it('takes the lang query first', async () => {
      const { body } = await getJson(testApp.app, '/api/config?lang=es-ES', { headers: { lang: 'en-US' } });
      expect(body.language).toBe('es-ES');
    });

    it('then the lang header, accepting short tags', async () => {
      expect((await getJson(testApp.app, '/api/config', { headers: { lang: 'en-US' } })).body.language).toBe(
        'en-US',
      );
      expect((await getJson(testApp.app, '/api/config', { headers: { lang: 'es' } })).body.language).toBe(
        'es-ES',
      );
    });

    it("then the hotel's first language", async () => {
      expect((await getJson(testApp.app, '/api/config')).body.language).toBe('pt-BR');
      expect((await getJson(testApp.app, '/api/config', { headers: { lang: 'fr-FR' } })).body.language).toBe(
        'pt-BR',
      );
    });

    it('answers 400 for an unsupported lang query', async () => {
      const { status, body } = await getJson(testApp.app, '/api/config?lang=fr-FR');
      expect(status).toBe(400);
      expect(body.details.fields[0].field).toBe('query.lang');
    });
  });
});
