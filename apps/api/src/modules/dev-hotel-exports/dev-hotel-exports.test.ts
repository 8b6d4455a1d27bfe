import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelExports } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /dev/hotel-exports.json', () => {
  let enabled: TestApp;
  let disabled: TestApp;
  beforeAll(async () => {
    enabled = await buildTestApp({ devMailbox: { isEnabled: true, isSmtpOn: false } });
    disabled = await buildTestApp({ devMailbox: { isEnabled: false, isSmtpOn: false } });
    await enabled.db.insert(hotelExports).values({
      id: randomUUID(),
      companyId: demoCompanyId('solnascente'),
      reservationId: demoReservationId('solnascente', '1001'),
      guestId: demoGuestId('solnascente', '1001:ana'),
      kind: 'guest',
      payload: { guest: { name: 'Ana', zipCode: '88015530' } },
    });
  });
  afterAll(async () => {
    await enabled.close();
    await disabled.close();
  });

  it("lists what the request's hotel received for a reservation", async () => {
    const { status, body } = await getJson(enabled.app, '/dev/hotel-exports.json?reservation=1001');
    expect(status).toBe(200);
    expect(body.exports).toEqual([
      expect.objectContaining({ kind: 'guest', payload: { guest: { name: 'Ana', zipCode: '88015530' } } }),
    ]);
  });

  it('answers 400, not 500, to a reservation number with a NUL byte', async () => {
    const { status, body } = await getJson(enabled.app, '/dev/hotel-exports.json?reservation=10%0001');
    expect(status).toBe(400);
    expect(body.details.fields).toEqual([{ field: 'query.reservation', message: 'validation.isPlainText' }]);
  });

  it("never shows another hotel's exports, nor anything when off", async () => {
    const other = await getJson(enabled.app, '/dev/hotel-exports.json?reservation=1001', {
      host: HOSTS.marazul,
    });
    expect(other.body.exports).toEqual([]);
    const off = await getJson(disabled.app, '/dev/hotel-exports.json?reservation=1001');
    expect(off.status).toBe(404);
    const bad = await getJson(enabled.app, '/dev/hotel-exports.json');
    expect(bad.status).toBe(400);
  });
});
