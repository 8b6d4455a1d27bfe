import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, paymentAttempts, paymentStatusHistory } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { NOW } from '../guests/guest-test-helpers.ts';
import { createTestProcessors } from './payment-test-processor.ts';
import { CHALLENGE_TIMEOUT_MS, PROCESSING_TIMEOUT_MS } from './pay-service.ts';
import {
  chargeAccess,
  chargeIdOf,
  MAR,
  orderIdOf,
  paymentCall,
  paymentGuest,
  personIdOf,
  SOL,
} from './payment-test-helpers.ts';

const GUEST = (number: string, key: string) => paymentGuest('solnascente', `${number}:${key}`, true);

/** The body of POST /api/payment/pay for a demo reservation's one charge. */
function payBody(number: string, key: string, payment: object, isClosed = true) {
  return {
    orderId: orderIdOf('solnascente', number),
    chargeId: chargeIdOf('solnascente', number),
    personId: personIdOf('solnascente', `${number}:${key}`),
    payments: [payment],
    isClosed,
  };
}
const card = (cardToken: string, extra: object = {}) => ({
  type: 'credit_card',
  amount: 129000,
  installments: 1,
  cardToken,
  ...extra,
});

const MASTERCARD = { brand: 'mastercard', firstSix: '555555', lastFour: '4444' } as const;

describe('POST /api/payment/pay', () => {
  let testApp: TestApp;
  const fake = createTestProcessors();
  let now = NOW;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now, payments: fake.processors });
  });
  afterAll(() => testApp.close());

  async function pay(claims: ReturnType<typeof GUEST>, body: object, key: string | null, access?: string) {
    const headers: Record<string, string> = {};
    if (key) headers['idempotency-key'] = key;
    if (access) headers['x-payment-access'] = access;
    return paymentCall(testApp, 'POST', '/api/payment/pay', claims, { body, headers });
  }

  const attemptsOf = (chargeId: string) =>
    testApp.db.select().from(paymentAttempts).where(eq(paymentAttempts.chargeId, chargeId));
  const authorizationsOf = async (chargeId: string) =>
    (
      await testApp.db
        .select()
        .from(paymentStatusHistory)
        .where(
          and(eq(paymentStatusHistory.chargeId, chargeId), eq(paymentStatusHistory.toStatus, 'authorized')),
        )
    ).length;

  it('authorizes an approving card, answers the receipt and closes the order; the receipt e-mail is in the outbox', async () => {
    const gabriel = GUEST('1100', 'gabriel-fontes');
    const access = await chargeAccess(testApp, gabriel, SOL, '1100');
    const token = fake.tokenize('approve');
    const { status, body } = await pay(
      gabriel,
      payBody('1100', 'gabriel-fontes', card(token)),
      'pay-1100-first',
      access,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'approved',
      chargeId: chargeIdOf('solnascente', '1100'),
      declineCode: null,
      receipt: {
        amount: 129000,
        currency: 'BRL',
        brand: 'visa',
        lastFour: '0010',
        authorizedAt: NOW.toISOString(),
      },
      order: { status: 'guaranteed', closed: true },
    });
    expect(body.receipt.authorizationCode).toMatch(/\S/);
    expect(body.order.chargesAtCheckin[0]).toMatchObject({ status: 'authorized', receipt: body.receipt });
    const [mail] = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `payment-receipt:${body.paymentId}`));
    const payload = mail?.payload as { to: string; subject: string; text: string; html: string };
    // Intl writes "R$ 1.290,00" with a no-break space.
    const text = payload.text.replace(/\u00a0/g, ' ');
    expect(payload.to).toBe('gabriel.fontes@example.com');
    expect(payload.subject).toBe('Comprovante da garantia de pagamento — Sol Nascente');
    expect(text).toContain('Valor: R$ 1.290,00');
    expect(text).toContain('Cartão: Visa final 0010');
    expect(text).toContain(`Código de autorização: ${body.receipt.authorizationCode}`);
    expect(text).toContain('Data: 10/03/2026 12:00');
    expect(payload.html).toContain('Visa final 0010');
    // History: created → pending → authorized; the order open → guaranteed.
    const history = await testApp.db
      .select()
      .from(paymentStatusHistory)
      .where(eq(paymentStatusHistory.orderId, orderIdOf('solnascente', '1100')));
    expect(history.filter((row) => row.chargeId).map((row) => row.toStatus)).toEqual([
      'created',
      'pending',
      'authorized',
    ]);
    expect(history.filter((row) => !row.chargeId).map((row) => row.toStatus)).toEqual(['open', 'guaranteed']);
  });

  it('answers a sequential retry with the first result, authorizing once', async () => {
    const lucas = GUEST('1101', 'lucas-queiroz');
    const access = await chargeAccess(testApp, lucas, SOL, '1101');
    const token = fake.tokenize('approve');
    const body = payBody('1101', 'lucas-queiroz', card(token));
    const first = await pay(lucas, body, 'retry-1101-key', access);
    const retry = await pay(lucas, body, 'retry-1101-key', access);
    expect(first.body.status).toBe('approved');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await attemptsOf(chargeIdOf('solnascente', '1101'))).toHaveLength(1);
    expect(await authorizationsOf(chargeIdOf('solnascente', '1101'))).toBe(1);
    expect(
      fake.authorizeCalls.filter((call) => call.code === chargeIdOf('solnascente', '1101')),
    ).toHaveLength(1);
    // The same key with another request is refused; another key for the guaranteed charge too.
    const other = await pay(lucas, { ...body, isClosed: false }, 'retry-1101-key', access);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const again = await pay(lucas, body, 'retry-1101-other', access);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_CLOSED');
  });

  it('authorizes once when two identical requests arrive together', async () => {
    const matheus = GUEST('1102', 'matheus-lacerda');
    const access = await chargeAccess(testApp, matheus, SOL, '1102');
    const token = fake.tokenize('approve');
    const body = payBody('1102', 'matheus-lacerda', card(token));
    const [one, two] = await Promise.all([
      pay(matheus, body, 'double-click-1102', access),
      pay(matheus, body, 'double-click-1102', access),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.paymentId).toBe(two.body.paymentId);
    expect([one.body.status, two.body.status]).toContain('approved');
    expect(await attemptsOf(chargeIdOf('solnascente', '1102'))).toHaveLength(1);
    expect(await authorizationsOf(chargeIdOf('solnascente', '1102'))).toBe(1);
    expect(
      fake.authorizeCalls.filter((call) => call.code === chargeIdOf('solnascente', '1102')),
    ).toHaveLength(1);
    const poll = await paymentCall(testApp, 'GET', `/api/payment/pay/${one.body.paymentId}`, matheus);
    expect(poll.body.status).toBe('approved');
  });

  it('declines with the translated reason and lets the guest pay with another card', async () => {
    const gustavo = GUEST('1103', 'gustavo-barbosa');
    const access = await chargeAccess(testApp, gustavo, SOL, '1103');
    const declined = await pay(
      gustavo,
      payBody('1103', 'gustavo-barbosa', card(fake.tokenize('insufficient_funds'))),
      'decline-1103-a',
      access,
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
      receipt: null,
    });
    expect(declined.body.order).toMatchObject({ status: 'open', closed: false });
    expect(declined.body.order.chargesAtCheckin[0]).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
    const stolen = await pay(
      gustavo,
      payBody('1103', 'gustavo-barbosa', card(fake.tokenize('stolen_card'))),
      'decline-1103-b',
      access,
    );
    expect(stolen.body).toMatchObject({ status: 'declined', declineCode: 'card_stolen_or_lost' });
    const approved = await pay(
      gustavo,
      payBody('1103', 'gustavo-barbosa', card(fake.tokenize('approve', MASTERCARD))),
      'decline-1103-c',
      access,
    );
    expect(approved.body).toMatchObject({
      status: 'approved',
      receipt: { brand: 'mastercard', lastFour: '4444' },
    });
  });

  it('records "pay at the hotel" as the charge status, with no card and no access token', async () => {
    const felipe = GUEST('1104', 'felipe-cardoso');
    const { status, body } = await pay(
      felipe,
      payBody('1104', 'felipe-cardoso', { type: 'pay_at_hotel' }),
      'at-hotel-1104',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'pay_at_hotel',
      receipt: null,
      order: { status: 'guaranteed', closed: true },
    });
    expect(body.order.chargesAtCheckin[0].status).toBe('pay_at_hotel');
  });

  it('keeps a challenged payment pending until the processor answers, then gives it up when it times out', async () => {
    const thiago = GUEST('1105', 'thiago-nascimento');
    const access = await chargeAccess(testApp, thiago, SOL, '1105');
    const token = fake.tokenize('challenge');
    const started = await pay(
      thiago,
      payBody('1105', 'thiago-nascimento', card(token)),
      'challenge-1105',
      access,
    );
    expect(started.body.status).toBe('challenge');
    expect(started.body.challengeUrl).toMatch(/^(https?:\/\/|\/)/);
    expect(started.body.order.chargesAtCheckin[0].status).toBe('challenge');
    const busy = await pay(
      thiago,
      payBody('1105', 'thiago-nascimento', card('token_other')),
      'challenge-1105-b',
      access,
    );
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      code: 'PAYMENT_IN_PROGRESS',
      details: { paymentId: started.body.paymentId },
    });
    const url = `/api/payment/pay/${started.body.paymentId}`;
    expect((await paymentCall(testApp, 'GET', url, thiago)).body.status).toBe('challenge');
    now = new Date(NOW.getTime() + CHALLENGE_TIMEOUT_MS);
    try {
      const polled = await paymentCall(testApp, 'GET', url, thiago);
      expect(polled.body).toMatchObject({ status: 'timed_out', receipt: null });
      expect(polled.body.order.chargesAtCheckin[0].status).toBe('created');
    } finally {
      now = NOW;
    }
  });

  it('gives a payment the processor never answers up as timed out, and the charge can be paid again', async () => {
    const rodrigo = GUEST('1106', 'rodrigo-campos');
    const access = await chargeAccess(testApp, rodrigo, SOL, '1106');
    const token = fake.tokenize('timeout');
    const started = await pay(
      rodrigo,
      payBody('1106', 'rodrigo-campos', card(token)),
      'timeout-1106',
      access,
    );
    expect(started.body.status).toBe('processing');
    now = new Date(NOW.getTime() + PROCESSING_TIMEOUT_MS);
    try {
      const polled = await paymentCall(testApp, 'GET', `/api/payment/pay/${started.body.paymentId}`, rodrigo);
      expect(polled.body.status).toBe('timed_out');
    } finally {
      now = NOW;
    }
    const again = await pay(
      rodrigo,
      payBody('1106', 'rodrigo-campos', card(fake.tokenize('approve'))),
      'timeout-1106-b',
      access,
    );
    expect(again.body.status).toBe('approved');
  });

  it('refuses without an Idempotency-Key, without a valid access token and with another amount', async () => {
    const andre = GUEST('1107', 'andre-freitas');
    const access = await chargeAccess(testApp, andre, SOL, '1107');
    const token = fake.tokenize('approve');
    const noKey = await pay(andre, payBody('1107', 'andre-freitas', card(token)), null, access);
    expect(noKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const noAccess = await pay(andre, payBody('1107', 'andre-freitas', card(token)), 'no-access-1107');
    expect(noAccess.status).toBe(403);
    expect(noAccess.body.code).toBe('PAYMENT_ACCESS_INVALID');
    const otherCharge = await chargeAccess(testApp, GUEST('1100', 'gabriel-fontes'), SOL, '1100');
    const wrongAccess = await pay(
      andre,
      payBody('1107', 'andre-freitas', card(token)),
      'wrong-access-1107',
      otherCharge,
    );
    expect(wrongAccess.status).toBe(403);
    const amount = await pay(
      andre,
      payBody('1107', 'andre-freitas', card(token, { amount: 100 })),
      'amount-1107',
      access,
    );
    expect(amount.status).toBe(400);
    expect(amount.body.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(await attemptsOf(chargeIdOf('solnascente', '1107'))).toHaveLength(0);
  });

  it.each([
    [
      'the companion of the reservation',
      paymentGuest('solnascente', '1108:cecilia-peixoto', false),
      '1108',
      'daniel-peixoto',
    ],
    ['the main guest of another reservation', GUEST('1109', 'henrique-siqueira'), '1108', 'daniel-peixoto'],
    ['the main guest naming another person', GUEST('1108', 'daniel-peixoto'), '1108', 'cecilia-peixoto'],
  ])('answers 404 ORDER_NOT_FOUND to %s, and authorizes nothing', async (_case, claims, number, key) => {
    const access = await chargeAccess(testApp, GUEST('1108', 'daniel-peixoto'), SOL, '1108');
    const token = fake.tokenize('approve');
    const { status, body } = await pay(
      claims,
      payBody(number, key, card(token)),
      `not-yours-${number}-${claims.guestId.slice(0, 8)}`,
      access,
    );
    expect(status).toBe(404);
    expect(body.code).toBe('ORDER_NOT_FOUND');
    expect(await attemptsOf(chargeIdOf('solnascente', '1108'))).toHaveLength(0);
  });

  it('answers 401 to another hotel’s guest and 404 to its own order named at another hotel', async () => {
    const renato = paymentGuest('marazul', '2100:renato-albuquerque', true);
    const onSol = await paymentCall(testApp, 'POST', '/api/payment/pay', renato, {
      body: payBody('1108', 'daniel-peixoto', { type: 'pay_at_hotel' }),
      headers: { 'idempotency-key': 'other-hotel-1' },
      host: HOSTS.solnascente,
    });
    expect(onSol.status).toBe(401);
    const atMar = await paymentCall(testApp, 'POST', '/api/payment/pay', renato, {
      body: {
        ...payBody('1108', 'daniel-peixoto', { type: 'pay_at_hotel' }),
        personId: personIdOf('marazul', '2100:renato-albuquerque'),
      },
      headers: { 'idempotency-key': 'other-hotel-2' },
    });
    expect(atMar.status).toBe(404);
    expect(atMar.body.code).toBe('ORDER_NOT_FOUND');
    expect(MAR).not.toBe(SOL);
  });

  it('answers a poll of another guest’s payment 404 PAYMENT_NOT_FOUND', async () => {
    const [attempt] = await attemptsOf(chargeIdOf('solnascente', '1100'));
    const { status, body } = await paymentCall(
      testApp,
      'GET',
      `/api/payment/pay/${attempt?.id}`,
      GUEST('1101', 'lucas-queiroz'),
    );
    expect(status).toBe(404);
    expect(body.code).toBe('PAYMENT_NOT_FOUND');
  });
});
