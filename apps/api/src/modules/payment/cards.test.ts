import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { NOW } from '../guests/guest-test-helpers.ts';
import {
  chargeAccess,
  chargeIdOf,
  orderIdOf,
  paymentCall,
  paymentGuest,
  personIdOf,
  sandboxOrdersOf,
  SOL,
  TEST_CARDS,
  tokenizeCard,
} from './payment-test-helpers.ts';

const HENRIQUE = paymentGuest('solnascente', '1109:henrique-siqueira', true);
const LIVIA = paymentGuest('solnascente', '1109:livia-siqueira', false);
const LEONARDO = paymentGuest('solnascente', '1110:leonardo-macedo', true);
const RENATO = paymentGuest('marazul', '2100:renato-albuquerque', true);
const HENRIQUE_PERSON = personIdOf('solnascente', '1109:henrique-siqueira');

/** The wallet through the default driver: the sandbox processor of decision 93. */
describe('the wallet: /api/customers/{personId}/card', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());
  const tokenize = (number: string) => tokenizeCard(testApp, number);

  const cardsUrl = `/api/customers/${HENRIQUE_PERSON}/card`;
  const walletAccess = async (claims: typeof HENRIQUE) =>
    (await paymentCall(testApp, 'GET', '/api/access-token', claims)).body.accessToken as string;
  const addCard = async (claims: typeof HENRIQUE, cardToken: string, access?: string) =>
    paymentCall(testApp, 'POST', cardsUrl, claims, {
      body: { cardToken },
      headers: access ? { 'x-payment-access': access } : {},
    });

  it('saves a tokenized card, lists it, pays with it, then deletes it', async () => {
    expect((await paymentCall(testApp, 'GET', cardsUrl, HENRIQUE)).body).toEqual({ cards: [] });
    const added = await addCard(
      HENRIQUE,
      await tokenize(TEST_CARDS.approveMastercard),
      await walletAccess(HENRIQUE),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      brand: 'mastercard',
      lastFour: '4444',
      expMonth: 12,
      expYear: 2031,
      holderName: 'GABRIEL FONTES',
    });
    const listed = await paymentCall(testApp, 'GET', cardsUrl, HENRIQUE);
    expect(listed.body.cards).toEqual([added.body]);

    const paid = await paymentCall(testApp, 'POST', '/api/payment/pay', HENRIQUE, {
      headers: {
        'idempotency-key': 'saved-card-1109',
        'x-payment-access': await chargeAccess(testApp, HENRIQUE, SOL, '1109'),
      },
      body: {
        orderId: orderIdOf('solnascente', '1109'),
        chargeId: chargeIdOf('solnascente', '1109'),
        personId: HENRIQUE_PERSON,
        payments: [{ type: 'saved_card', amount: 129000, installments: 1, cardId: added.body.id }],
        isClosed: true,
      },
    });
    expect(paid.body).toMatchObject({
      status: 'approved',
      receipt: { brand: 'mastercard', lastFour: '4444' },
    });

    // At the processor: the card paid with, by its own id.
    const [order] = await sandboxOrdersOf(testApp, HENRIQUE_PERSON);
    expect(order).toMatchObject({ status: 'authorized_pending_capture', lastFour: '4444' });

    const deleted = await paymentCall(testApp, 'DELETE', `${cardsUrl}/${added.body.id}`, HENRIQUE);
    expect(deleted.status).toBe(204);
    expect((await paymentCall(testApp, 'GET', cardsUrl, HENRIQUE)).body).toEqual({ cards: [] });
    const again = await paymentCall(testApp, 'DELETE', `${cardsUrl}/${added.body.id}`, HENRIQUE);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('CARD_NOT_FOUND');
  });

  it('saves a card while paying (saveCard), and the wallet shows it', async () => {
    const leonardo = personIdOf('solnascente', '1110:leonardo-macedo');
    const paid = await paymentCall(testApp, 'POST', '/api/payment/pay', LEONARDO, {
      headers: {
        'idempotency-key': 'save-while-paying-1110',
        'x-payment-access': await chargeAccess(testApp, LEONARDO, SOL, '1110'),
      },
      body: {
        orderId: orderIdOf('solnascente', '1110'),
        chargeId: chargeIdOf('solnascente', '1110'),
        personId: leonardo,
        payments: [
          {
            type: 'credit_card',
            amount: 129000,
            installments: 1,
            cardToken: await tokenize(TEST_CARDS.approve),
            saveCard: true,
          },
        ],
        isClosed: true,
      },
    });
    expect(paid.body.status).toBe('approved');
    const listed = await paymentCall(testApp, 'GET', `/api/customers/${leonardo}/card`, LEONARDO);
    expect(listed.body.cards.map((saved: { lastFour: string }) => saved.lastFour)).toEqual(['0010']);
  });

  it('refuses a save without a payment access token of this person (403)', async () => {
    const token = await tokenize(TEST_CARDS.approve);
    expect((await addCard(HENRIQUE, token)).body.code).toBe('PAYMENT_ACCESS_INVALID');
    expect((await addCard(HENRIQUE, token, await walletAccess(LEONARDO))).status).toBe(403);
  });

  it('answers 400 CARD_TOKEN_INVALID for a token the processor does not know', async () => {
    const { status, body } = await addCard(HENRIQUE, 'tok_unknown', await walletAccess(HENRIQUE));
    expect(status).toBe(400);
    expect(body.code).toBe('CARD_TOKEN_INVALID');
  });

  it.each([
    ['the companion', LIVIA],
    ['the main guest of another reservation', LEONARDO],
  ])('answers 404 GUEST_NOT_FOUND to %s, on every route', async (_case, claims) => {
    const saved = await addCard(HENRIQUE, await tokenize(TEST_CARDS.approve), await walletAccess(HENRIQUE));
    for (const [method, url] of [
      ['GET', cardsUrl],
      ['POST', cardsUrl],
      ['DELETE', `${cardsUrl}/${saved.body.id}`],
    ] as const) {
      const { status, body } = await paymentCall(
        testApp,
        method,
        url,
        claims,
        method === 'POST' ? { body: { cardToken: 'tok_x' } } : {},
      );
      expect(status, `${method} ${url}`).toBe(404);
      expect(body.code).toBe('GUEST_NOT_FOUND');
    }
    expect((await paymentCall(testApp, 'GET', cardsUrl, HENRIQUE)).body.cards).toHaveLength(1);
    await paymentCall(testApp, 'DELETE', `${cardsUrl}/${saved.body.id}`, HENRIQUE);
  });

  it('answers another hotel’s guest 401 on this hotel, and 404 for this person at its own', async () => {
    expect((await paymentCall(testApp, 'GET', cardsUrl, RENATO, { host: 'localhost:3000' })).status).toBe(
      401,
    );
    const atMar = await paymentCall(testApp, 'GET', cardsUrl, RENATO);
    expect(atMar.status).toBe(404);
  });
});
