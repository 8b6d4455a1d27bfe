import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { HOSTS } from '../../test/api-client.ts';
import { guests, paymentStatusHistory } from '../../db/schema/index.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { ANA, BEATRIZ, NOW } from '../guests/guest-test-helpers.ts';
import { verifyPaymentAccess } from './payment-access-token.ts';
import {
  chargeIdOf,
  MAR,
  orderIdOf,
  paymentCall,
  paymentGuest,
  personIdOf,
  SOL,
} from './payment-test-helpers.ts';

const GABRIEL = paymentGuest('solnascente', '1100:gabriel-fontes', true);
const HELENA = paymentGuest('solnascente', '1100:helena-fontes', false);
const LUCAS = paymentGuest('solnascente', '1101:lucas-queiroz', true);
const RENATO = paymentGuest('marazul', '2100:renato-albuquerque', true);

describe('the payment order (GET /api/payment/order/..., GET /api/clients/{id}, access tokens)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const getOrder = (claims: typeof GABRIEL | null, companyId: string, number: string) =>
    paymentCall(testApp, 'GET', `/api/payment/order/reservation/${companyId}/${number}`, claims);

  it('answers the main guest its order: one charge at check-in in BRL cents, its items, created', async () => {
    const { status, body } = await getOrder(GABRIEL, SOL, '1100');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: orderIdOf('solnascente', '1100'),
      status: 'open',
      closed: false,
      isGuaranteeRequired: true,
    });
    expect(body.chargesAtCheckin).toHaveLength(1);
    expect(body.chargesAtCheckin[0]).toMatchObject({
      id: chargeIdOf('solnascente', '1100'),
      amount: 129000,
      currency: 'BRL',
      status: 'created',
      receipt: null,
      declineCode: null,
      items: [
        { description: 'Diária', quantity: 3, amount: 126000 },
        { description: 'Taxa de turismo', quantity: 6, amount: 3000 },
      ],
    });
    // The charge expires when the check-in day (today + 4) ends at the hotel (UTC-3).
    expect(body.chargesAtCheckin[0].expiration).toBe('2026-03-15T03:00:00.000Z');
  });

  it('keeps the seeded statuses in the history', async () => {
    const rows = await testApp.db
      .select()
      .from(paymentStatusHistory)
      .where(eq(paymentStatusHistory.orderId, orderIdOf('solnascente', '1100')));
    expect(rows.map((row) => row.toStatus).sort()).toEqual(['created', 'open']);
  });

  it('says Mar Azul does not require the guarantee', async () => {
    const { status, body } = await getOrder(RENATO, MAR, '2100');
    expect(status).toBe(200);
    expect(body.isGuaranteeRequired).toBe(false);
    expect(body.chargesAtCheckin[0].amount).toBe(2 * 56000 + 2000);
  });

  it.each([
    ['the companion of the reservation', HELENA, SOL, '1100'],
    ['the main guest of another reservation asking for 1100', LUCAS, SOL, '1100'],
    ['a main guest of a reservation without an order', ANA, SOL, '1001'],
    ['another hotel’s id in the path', GABRIEL, MAR, '1100'],
    ['an unknown reservation number', GABRIEL, SOL, '9999'],
  ])('answers 404 ORDER_NOT_FOUND to %s', async (_case, claims, companyId, number) => {
    const { status, body } = await getOrder(claims, companyId, number);
    expect(status).toBe(404);
    expect(body.code).toBe('ORDER_NOT_FOUND');
  });

  it('answers 401 without a token and with another hotel’s token', async () => {
    expect((await getOrder(null, SOL, '1100')).status).toBe(401);
    const onSol = await paymentCall(testApp, 'GET', `/api/payment/order/reservation/${SOL}/1100`, BEATRIZ, {
      host: HOSTS.solnascente,
    });
    expect(onSol.status).toBe(401);
  });

  it('puts the order in GET /api/clients/{id} for the main guest only', async () => {
    const main = await paymentCall(testApp, 'GET', `/api/clients/${GABRIEL.guestId}`, GABRIEL);
    expect(main.status).toBe(200);
    expect(main.body.order.id).toBe(orderIdOf('solnascente', '1100'));
    const companion = await paymentCall(testApp, 'GET', `/api/clients/${HELENA.guestId}`, HELENA);
    expect(companion.status).toBe(200);
    expect(companion.body.order).toBeNull();
    const withoutOrder = await paymentCall(testApp, 'GET', `/api/clients/${ANA.guestId}`, ANA);
    expect(withoutOrder.body.order).toBeNull();
  });

  it('gives the main guest a 15-minute access token for one charge, named by the charge token', async () => {
    const order = await getOrder(GABRIEL, SOL, '1100');
    const chargeToken = order.body.chargesAtCheckin[0].token as string;
    const { status, body } = await paymentCall(
      testApp,
      'GET',
      `/api/access-token/${SOL}/${chargeToken}`,
      GABRIEL,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      scope: 'charge',
      chargeId: chargeIdOf('solnascente', '1100'),
      personId: personIdOf('solnascente', '1100:gabriel-fontes'),
      amount: 129000,
      currency: 'BRL',
      expiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
    });
    expect(body.processor.tokenizationUrl).toContain('/core/v5/tokens?appId=');
    const claims = await verifyPaymentAccess(body.accessToken, {
      key: TEST_SECRETS.paymentAccessKey,
      now: NOW,
    });
    expect(claims).toMatchObject({ chargeId: chargeIdOf('solnascente', '1100'), guestId: GABRIEL.guestId });
    const later = new Date(NOW.getTime() + 16 * 60_000);
    expect(
      await verifyPaymentAccess(body.accessToken, { key: TEST_SECRETS.paymentAccessKey, now: later }),
    ).toBeNull();
    // Another kind of token of ours never passes for it.
    expect(
      await verifyPaymentAccess(body.accessToken, { key: TEST_SECRETS.guestTokenKey, now: NOW }),
    ).toBeNull();
  });

  it('refuses the charge token to the companion, to another reservation and under another hotel (404)', async () => {
    const order = await getOrder(GABRIEL, SOL, '1100');
    const chargeToken = order.body.chargesAtCheckin[0].token as string;
    for (const [claims, companyId] of [
      [HELENA, SOL],
      [LUCAS, SOL],
      [GABRIEL, MAR],
    ] as const) {
      const { status, body } = await paymentCall(
        testApp,
        'GET',
        `/api/access-token/${companyId}/${chargeToken}`,
        claims,
      );
      expect(status).toBe(404);
      expect(body.code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('gives the main guest a wallet token (no charge) and refuses it to a companion', async () => {
    const main = await paymentCall(testApp, 'GET', '/api/access-token', GABRIEL);
    expect(main.status).toBe(200);
    expect(main.body).toMatchObject({ scope: 'wallet', chargeId: null, amount: null });
    expect((await paymentCall(testApp, 'GET', '/api/access-token', HELENA)).status).toBe(404);
  });

  it('refuses a guest who stopped being the main guest, whatever the token says (decision 40)', async () => {
    await testApp.db.update(guests).set({ masterGuest: false }).where(eq(guests.id, LUCAS.guestId));
    const { status } = await getOrder(LUCAS, SOL, '1101');
    expect(status).toBe(404);
    await testApp.db.update(guests).set({ masterGuest: true }).where(eq(guests.id, LUCAS.guestId));
  });
});
