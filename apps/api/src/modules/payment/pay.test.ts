import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outboxMessages,
  paymentAttempts,
  paymentCharges,
  paymentStatusHistory,
} from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { NOW } from '../guests/guest-test-helpers.ts';
import { CHALLENGE_TIMEOUT_MS, PROCESSING_TIMEOUT_MS } from './pay-service.ts';
import {
  chargeAccess,
  chargeIdOf,
  MAR,
  orderIdOf,
  paymentCall,
  paymentGuest,
  personIdOf,
  sandboxOrdersOf,
  SOL,
  TEST_CARDS,
  tokenizeCard,
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

/** POST /api/payment/pay through the default driver: the sandbox processor of decision 93. */
describe('POST /api/payment/pay', () => {
  let testApp: TestApp;
  let now = NOW;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());
  const tokenize = (number: string) => tokenizeCard(testApp, number);
  /** The orders the sandbox made for the reservation's main guest. */
  const processorOrdersOf = (number: string, key: string) =>
    sandboxOrdersOf(testApp, personIdOf('solnascente', `${number}:${key}`));

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
    const token = await tokenize(TEST_CARDS.approve);
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
    const token = await tokenize(TEST_CARDS.approve);
    const body = payBody('1101', 'lucas-queiroz', card(token));
    const first = await pay(lucas, body, 'retry-1101-key', access);
    const retry = await pay(lucas, body, 'retry-1101-key', access);
    expect(first.body.status).toBe('approved');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await attemptsOf(chargeIdOf('solnascente', '1101'))).toHaveLength(1);
    expect(await authorizationsOf(chargeIdOf('solnascente', '1101'))).toBe(1);
    // Counted at the processor: one order, authorized.
    expect(await processorOrdersOf('1101', 'lucas-queiroz')).toMatchObject([
      { status: 'authorized_pending_capture', amount: 129000 },
    ]);
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
    const token = await tokenize(TEST_CARDS.approve);
    const body = payBody('1102', 'matheus-lacerda', card(token));
    const [one, two] = await Promise.all([
      pay(matheus, body, 'double-click-1102', access),
      pay(matheus, body, 'double-click-1102', access),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.paymentId).toBe(two.body.paymentId);
    expect([one.body.status, two.body.status]).toContain('approved');
    const attempts = await attemptsOf(chargeIdOf('solnascente', '1102'));
    expect(attempts).toHaveLength(1);
    expect(await authorizationsOf(chargeIdOf('solnascente', '1102'))).toBe(1);
    // Counted at the processor, not by us: the sandbox made one order, authorized, for this payment.
    expect(await processorOrdersOf('1102', 'matheus-lacerda')).toEqual([
      {
        chargeId: attempts[0]?.processorChargeId,
        code: one.body.paymentId,
        amount: 129000,
        status: 'authorized_pending_capture',
        lastFour: '0010',
      },
    ]);
    const poll = await paymentCall(testApp, 'GET', `/api/payment/pay/${one.body.paymentId}`, matheus);
    expect(poll.body.status).toBe('approved');
  });

  it('declines with the translated reason and lets the guest pay with another card', async () => {
    const gustavo = GUEST('1103', 'gustavo-barbosa');
    const access = await chargeAccess(testApp, gustavo, SOL, '1103');
    const declined = await pay(
      gustavo,
      payBody('1103', 'gustavo-barbosa', card(await tokenize(TEST_CARDS.insufficientFunds))),
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
      payBody('1103', 'gustavo-barbosa', card(await tokenize(TEST_CARDS.stolen))),
      'decline-1103-b',
      access,
    );
    expect(stolen.body).toMatchObject({ status: 'declined', declineCode: 'card_stolen_or_lost' });
    const approved = await pay(
      gustavo,
      payBody('1103', 'gustavo-barbosa', card(await tokenize(TEST_CARDS.approveMastercard))),
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
    const token = await tokenize(TEST_CARDS.challenge);
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
    // Given up here, cancelled at the processor: the challenged card holds nothing.
    expect(await processorOrdersOf('1105', 'thiago-nascimento')).toMatchObject([{ status: 'voided' }]);
  });

  it('gives a payment the processor never answers up as timed out, and the charge can be paid again', async () => {
    const rodrigo = GUEST('1106', 'rodrigo-campos');
    const access = await chargeAccess(testApp, rodrigo, SOL, '1106');
    const token = await tokenize(TEST_CARDS.timeout);
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
      payBody('1106', 'rodrigo-campos', card(await tokenize(TEST_CARDS.approve))),
      'timeout-1106-b',
      access,
    );
    expect(again.body.status).toBe('approved');
    const orders = await processorOrdersOf('1106', 'rodrigo-campos');
    expect(orders).toHaveLength(2);
    expect(orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: started.body.paymentId, status: 'voided' }),
        expect.objectContaining({ code: again.body.paymentId, status: 'authorized_pending_capture' }),
      ]),
    );
  });

  it('adopts an authorization whose answer was lost: the next payment answers its receipt, and the card is held once', async () => {
    const leonardo = GUEST('1110', 'leonardo-macedo');
    const access = await chargeAccess(testApp, leonardo, SOL, '1110');
    const lost = await pay(
      leonardo,
      payBody('1110', 'leonardo-macedo', card(await tokenize(TEST_CARDS.lostAnswer))),
      'lost-1110-a',
      access,
    );
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ status: 'timed_out', receipt: null });
    expect(lost.body.order.chargesAtCheckin[0].status).toBe('created');
    // The processor did authorize it: a hold we have not heard of.
    const [held, ...none] = await processorOrdersOf('1110', 'leonardo-macedo');
    expect(none).toEqual([]);
    expect(held).toMatchObject({
      code: lost.body.paymentId,
      status: 'authorized_pending_capture',
      lastFour: '0044',
    });

    const body = payBody('1110', 'leonardo-macedo', card(await tokenize(TEST_CARDS.approveMastercard)));
    const next = await pay(leonardo, body, 'lost-1110-b', access);
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({
      status: 'approved',
      receipt: { amount: 129000, brand: 'visa', lastFour: '0044' },
      order: { status: 'guaranteed', closed: true },
    });
    expect(next.body.receipt.authorizationCode).toMatch(/^\d{6}$/);
    // Still the one order at the processor: nothing authorized twice, the Mastercard never sent.
    expect(await processorOrdersOf('1110', 'leonardo-macedo')).toEqual([held]);
    const attempts = await attemptsOf(chargeIdOf('solnascente', '1110'));
    expect(attempts.map((row) => [row.idempotencyKey, row.status, row.processorChargeId]).sort()).toEqual([
      ['lost-1110-a', 'timed_out', held?.chargeId],
      ['lost-1110-b', 'approved', held?.chargeId],
    ]);
    expect(await authorizationsOf(chargeIdOf('solnascente', '1110'))).toBe(1);
    // Its retry answers the same result; the receipt goes once.
    expect((await pay(leonardo, body, 'lost-1110-b', access)).body).toEqual(next.body);
    const mails = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `payment-receipt:${next.body.paymentId}`));
    expect(mails).toHaveLength(1);
  });

  it('voids a lost authorization that no longer fits the charge, then authorizes the new card', async () => {
    const fabio = GUEST('1111', 'fabio-guimaraes');
    const access = await chargeAccess(testApp, fabio, SOL, '1111');
    const lost = await pay(
      fabio,
      payBody('1111', 'fabio-guimaraes', card(await tokenize(TEST_CARDS.lostAnswer))),
      'lost-1111-a',
      access,
    );
    expect(lost.body.status).toBe('timed_out');
    // Meanwhile the hotel's system changed the charge's amount (the orders are the hotel's, decision 95).
    await testApp.db
      .update(paymentCharges)
      .set({ amountCents: 99000 })
      .where(eq(paymentCharges.id, chargeIdOf('solnascente', '1111')));
    const next = await pay(
      fabio,
      payBody(
        '1111',
        'fabio-guimaraes',
        card(await tokenize(TEST_CARDS.approveMastercard), { amount: 99000 }),
      ),
      'lost-1111-b',
      access,
    );
    expect(next.body).toMatchObject({
      status: 'approved',
      receipt: { amount: 99000, brand: 'mastercard', lastFour: '4444' },
    });
    const orders = await processorOrdersOf('1111', 'fabio-guimaraes');
    expect(orders).toHaveLength(2);
    expect(orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: lost.body.paymentId, amount: 129000, status: 'voided' }),
        expect.objectContaining({
          code: next.body.paymentId,
          amount: 99000,
          status: 'authorized_pending_capture',
        }),
      ]),
    );
  });

  it('refuses without an Idempotency-Key, without a valid access token and with another amount', async () => {
    const andre = GUEST('1107', 'andre-freitas');
    const access = await chargeAccess(testApp, andre, SOL, '1107');
    const token = await tokenize(TEST_CARDS.approve);
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
    const token = await tokenize(TEST_CARDS.approve);
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
