import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContactInfoResponse } from '@hospedar/contracts/verification/contact-info';
import {
  reservationBlockReason,
  type TPrecheckinWindow,
} from '@hospedar/contracts/search/reservation-access';
import { dateInTimeZone } from '../../clock.ts';
import { companies, guests, reservations } from '../../db/schema/index.ts';
import { demoGuestId } from '../../db/seed/demo-ids.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const HOST_OF: Record<string, string> = {
  solnascente: HOSTS.solnascente,
  marazul: HOSTS.marazul,
  legado: HOSTS.legado,
};

describe('GET /api/clients/:id/contact-info', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it("answers Ana's e-mail and mobile, masked", async () => {
    const { status, body } = await getJson(
      testApp.app,
      `/api/clients/${demoGuestId('solnascente', '1001:ana')}/contact-info`,
    );
    expect(status).toBe(200);
    expect(ZContactInfoResponse.parse(body).contactInfoList).toEqual([
      { id: 'email', channel: 'email', value: 'an***@ex***.com', personId: expect.any(String) },
      { id: 'mobile', channel: 'sms', value: '+55 (48) *****-4567', personId: expect.any(String) },
    ]);
  });

  it('never answers a full e-mail or number, for any demo guest', async () => {
    const rows = await testApp.db
      .select({
        id: guests.id,
        email: guests.email,
        area: guests.mobileAreaCode,
        number: guests.mobileNumber,
        subdomain: companies.subdomain,
        resStatus: reservations.resStatus,
        checkinDate: reservations.checkinDate,
        checkoutDate: reservations.checkoutDate,
        rules: companies.rules,
      })
      .from(guests)
      .innerJoin(companies, eq(companies.id, guests.companyId))
      .innerJoin(reservations, eq(reservations.id, guests.reservationId));
    // The seed's dates are relative to the machine's today, like the app's clock here.
    const today = dateInTimeZone(new Date(), 'America/Sao_Paulo');
    expect(rows.length).toBeGreaterThan(20);
    let withContacts = 0;
    for (const row of rows) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/clients/${row.id}/contact-info`,
        headers: { host: HOST_OF[row.subdomain] ?? HOSTS.solnascente },
      });
      const raw = response.body;
      if (row.email) {
        expect(raw).not.toContain(row.email);
        expect(raw).not.toContain(row.email.split('@')[0]);
      }
      if (row.number) {
        expect(raw).not.toContain(row.number);
        expect(raw).not.toContain(`${row.area ?? ''}${row.number}`);
      }
      const blockedBy = reservationBlockReason(row, today, row.rules as TPrecheckinWindow);
      if (blockedBy) {
        // A reservation the search blocks gives no contacts at all (decision 52).
        expect(response.statusCode, raw).toBe(403);
        expect(response.json().details.reason).toBe(blockedBy);
      } else if (row.email || row.number) {
        expect(response.statusCode, raw).toBe(200);
        withContacts += 1;
      } else {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('CONTACTS_NOT_FOUND');
      }
    }
    expect(withContacts).toBeGreaterThan(15);
  });

  it('answers 404 CONTACTS_NOT_FOUND for a companion with neither e-mail nor phone', async () => {
    const carla = demoGuestId('solnascente', '1001:carla');
    const { status, body } = await getJson(testApp.app, `/api/clients/${carla}/contact-info`);
    expect(status).toBe(404);
    expect(body.code).toBe('CONTACTS_NOT_FOUND');
  });

  it.each([
    ["another hotel's guest", demoGuestId('marazul', '2001:beatriz'), HOSTS.solnascente],
    ['a guest asked from another hotel', demoGuestId('solnascente', '1001:ana'), HOSTS.marazul],
    ['an unknown guest', '00000000-0000-4000-8000-000000000000', HOSTS.solnascente],
  ])('answers 404 GUEST_NOT_FOUND for %s', async (_case, guestId, host) => {
    const { status, body } = await getJson(testApp.app, `/api/clients/${guestId}/contact-info`, { host });
    expect(status).toBe(404);
    expect(body.code).toBe('GUEST_NOT_FOUND');
  });

  it('answers 404 TENANT_NOT_FOUND for an unknown hotel and 400 naming params.id for a bad id', async () => {
    const ana = demoGuestId('solnascente', '1001:ana');
    const unknown = await getJson(testApp.app, `/api/clients/${ana}/contact-info`, { host: HOSTS.unknown });
    expect(unknown.body.code).toBe('TENANT_NOT_FOUND');
    const bad = await getJson(testApp.app, '/api/clients/123/contact-info');
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields[0].field).toBe('params.id');
  });
});
