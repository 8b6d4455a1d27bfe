import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, reservations } from '../../db/schema/index.ts';
import { demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { NOW } from '../guests/guest-test-helpers.ts';
import { chargeIdOf, orderIdOf, paymentCall, paymentGuest, personIdOf } from './payment-test-helpers.ts';

describe('POST /api/appointments/{id}/finish and the hotel’s "require guarantee" (decision 99)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  /** Both guests' forms finished, as after their signatures. */
  async function completeForms(subdomain: string, number: string, keys: string[]) {
    const ids = keys.map((key) => demoGuestId(subdomain, `${number}:${key}`));
    await testApp.db.update(guests).set({ fnrhId: 'FNRH-TEST' }).where(inArray(guests.id, ids));
  }
  const finish = (claims: ReturnType<typeof paymentGuest>, subdomain: string, number: string) =>
    paymentCall(testApp, 'POST', `/api/appointments/${demoReservationId(subdomain, number)}/finish`, claims);

  it('refuses at Sol Nascente while the order has no guarantee, then finishes once paid at the hotel', async () => {
    await completeForms('solnascente', '1111', ['fabio-guimaraes', 'heloisa-guimaraes']);
    const fabio = paymentGuest('solnascente', '1111:fabio-guimaraes', true);
    const refused = await finish(fabio, 'solnascente', '1111');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'GUARANTEE_REQUIRED',
      details: { orderId: orderIdOf('solnascente', '1111') },
    });
    // Nothing went to the hotel: the list is not finished.
    const [row] = await testApp.db
      .select({ finishedAt: reservations.guestListFinishedAt })
      .from(reservations)
      .where(eq(reservations.id, fabio.reservationId));
    expect(row?.finishedAt).toBeNull();

    const paid = await paymentCall(testApp, 'POST', '/api/payment/pay', fabio, {
      headers: { 'idempotency-key': 'finish-1111-at-hotel' },
      body: {
        orderId: orderIdOf('solnascente', '1111'),
        chargeId: chargeIdOf('solnascente', '1111'),
        personId: personIdOf('solnascente', '1111:fabio-guimaraes'),
        payments: [{ type: 'pay_at_hotel' }],
        isClosed: true,
      },
    });
    expect(paid.body.status).toBe('pay_at_hotel');
    const finished = await finish(fabio, 'solnascente', '1111');
    expect(finished.status).toBe(200);
    expect(finished.body.guestCount).toBe(2);
  });

  it('finishes at Mar Azul without a guarantee: the hotel does not require it', async () => {
    await completeForms('marazul', '2101', ['sergio-vasconcelos', 'renata-vasconcelos']);
    const { status } = await finish(
      paymentGuest('marazul', '2101:sergio-vasconcelos', true),
      'marazul',
      '2101',
    );
    expect(status).toBe(200);
  });
});
