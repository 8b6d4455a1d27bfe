import { ZProcessorTokenResponse } from '@hospedar/contracts/payment/processor-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagarmeProcessor } from '../../adapters/payment/pagarme-processor.ts';
import { PaymentProcessorError, type PaymentProcessor } from '../../adapters/payment/payment-processor.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { sandboxSecretKeyFor } from './accounts.ts';
import { inProcessFetch, SANDBOX_INTERNAL_BASE_URL } from './in-process-fetch.ts';
import { sandboxCards, sandboxCharges, sandboxCustomers, sandboxTokens } from './tables.ts';

const NOW = '2026-11-26T15:00:00.000Z';

/**
 * The sandbox driver as buildApp makes it (the Pagar.me driver over the sandbox's routes, in process),
 * through every test card of decision 93.
 */
describe('the sandbox processor through the Pagar.me driver', () => {
  let testApp: TestApp;
  let processor: PaymentProcessor;
  let customerId = '';
  const driverFor = (publicKey: string, secretKey?: string) =>
    createPagarmeProcessor({
      name: 'sandbox',
      baseUrl: SANDBOX_INTERNAL_BASE_URL,
      secretKey: secretKey ?? sandboxSecretKeyFor(TEST_SECRETS.sandboxProcessorKey, publicKey),
      fetchImpl: inProcessFetch(testApp.app),
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW), seed: false });
    processor = driverFor('pk_test_solnascente');
    customerId = (
      await processor.createCustomer({
        code: 'guest-1',
        name: 'Ana Souza',
        email: 'ana@example.com',
        cpf: '52998224725',
      })
    ).id;
  });
  afterAll(() => testApp.close());

  /** What the card frame does in the browser: the card goes to the sandbox, a token comes back. */
  const tokenize = async (number: string, appId = 'pk_test_solnascente', cvv = '123') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/sandbox-processor/core/v5/tokens?appId=${appId}`,
      payload: {
        type: 'card',
        card: { number, holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2030, cvv },
      },
    });
    expect(response.statusCode).toBe(200);
    return ZProcessorTokenResponse.parse(response.json()).id;
  };

  const authorize = async (
    cardToken: string,
    idempotencyKey = `key-${cardToken}`,
    code = `pay-${idempotencyKey}`,
  ) =>
    processor.authorize({
      code,
      itemCode: 'guarantee-1100',
      amountCents: 35000,
      currency: 'BRL',
      description: 'Garantia da reserva 1100',
      customerId,
      source: { cardToken },
      idempotencyKey,
    });

  it('approves 4000 0000 0000 0010 with an authorization code, capture pending', async () => {
    const authorization = await authorize(await tokenize('4000000000000010'));
    expect(authorization).toMatchObject({
      status: 'authorized',
      amountCents: 35000,
      declineReason: null,
      card: {
        brand: 'visa',
        firstSix: '400000',
        lastFour: '0010',
        expMonth: 12,
        expYear: 2030,
        holderName: 'ANA SOUZA',
      },
    });
    expect(authorization.orderId).toMatch(/^or_/);
    expect(authorization.chargeId).toMatch(/^ch_/);
    expect(authorization.authorizationCode).toMatch(/^\d{6}$/);
    expect(await processor.getAuthorization(authorization.chargeId)).toEqual(authorization);
  });

  it.each([
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000009979', 'stolen_card'],
    ['4000000000000028', 'generic'],
  ] as const)('declines %s: %s', async (number, reason) => {
    const authorization = await authorize(await tokenize(number));
    expect(authorization).toMatchObject({
      status: 'declined',
      declineReason: reason,
      authorizationCode: null,
    });
  });

  it('approves any other valid card of an accepted brand (Amex with its 4-digit CVV)', async () => {
    const authorization = await authorize(await tokenize('378282246310005', 'pk_test_solnascente', '1234'));
    expect(authorization).toMatchObject({ status: 'authorized', card: { brand: 'amex', lastFour: '0005' } });
  });

  it('challenges 4000 0000 0000 3220 until the guest confirms on the sandbox page', async () => {
    const authorization = await authorize(await tokenize('4000000000003220'));
    expect(authorization.status).toBe('challenge');
    expect(authorization.challengeUrl).toBe(`/sandbox-processor/3ds/${authorization.chargeId}`);
    const page = await testApp.app.inject({
      method: 'GET',
      url: `${authorization.challengeUrl}?lang=en-US&return=/guests`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('R$');
    expect(page.body).toContain('Visa •••• 3220');
    expect((await processor.getAuthorization(authorization.chargeId)).status).toBe('challenge');

    const confirm = await testApp.app.inject({
      method: 'POST',
      url: `${authorization.challengeUrl}?lang=en-US&return=/guests`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Payment confirmed');
    expect(confirm.body).toContain('href="/guests"');
    const after = await processor.getAuthorization(authorization.chargeId);
    expect(after).toMatchObject({ status: 'authorized', challengeUrl: null });
    expect(after.authorizationCode).toMatch(/^\d{6}$/);

    const again = await testApp.app.inject({ method: 'GET', url: authorization.challengeUrl ?? '' });
    expect(again.statusCode).toBe(404);
  });

  it('declines a challenge the guest refuses, and never links back to another site', async () => {
    const authorization = await authorize(await tokenize('4000000000003220'));
    const refuse = await testApp.app.inject({
      method: 'POST',
      url: `${authorization.challengeUrl}?return=//evil.example`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=refuse',
    });
    expect(refuse.statusCode).toBe(200);
    expect(refuse.body).toContain('Pagamento recusado');
    expect(refuse.body).not.toContain('evil.example"');
    expect(refuse.body).not.toContain('<a ');
    expect(await processor.getAuthorization(authorization.chargeId)).toMatchObject({
      status: 'declined',
      declineReason: 'generic',
    });
  });

  it('leaves 4000 0000 0000 0036 processing until it is voided', async () => {
    const authorization = await authorize(await tokenize('4000000000000036'));
    expect(authorization.status).toBe('pending');
    expect((await processor.getAuthorization(authorization.chargeId)).status).toBe('pending');
    expect((await processor.void(authorization.chargeId)).status).toBe('voided');
    expect((await processor.getAuthorization(authorization.chargeId)).status).toBe('voided');
  });

  it('authorizes 4000 0000 0000 0044 but loses the answer; the order is found by its code, and a repeat answers it', async () => {
    const token = await tokenize('4000000000000044');
    const lost = await authorize(token, 'lost-key', 'pay-lost-1').catch((caught: unknown) => caught);
    expect(lost).toBeInstanceOf(PaymentProcessorError);
    expect(lost).toMatchObject({ kind: 'unavailable', httpStatus: undefined });
    const [found, ...others] = await processor.findAuthorizations('pay-lost-1');
    expect(others).toEqual([]);
    expect(found).toMatchObject({
      status: 'authorized',
      amountCents: 35000,
      card: { brand: 'visa', lastFour: '0044' },
    });
    expect(found?.authorizationCode).toMatch(/^\d{6}$/);
    // Pagar.me's Idempotency-Key: the same call again answers the order it made, and makes no other.
    expect(await authorize(token, 'lost-key', 'pay-lost-1')).toEqual(found);
    expect(await processor.findAuthorizations('pay-lost-1')).toHaveLength(1);
    expect(await processor.findAuthorizations('pay-never-sent')).toEqual([]);
  });

  it('lists orders by code and customer, newest first, 30 at most a page; refuses a code that is not text', async () => {
    const call = (query: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/sandbox-processor/core/v5/orders${query}`,
        headers: {
          authorization: `Basic ${Buffer.from(`${sandboxSecretKeyFor(TEST_SECRETS.sandboxProcessorKey, 'pk_test_solnascente')}:`).toString('base64')}`,
        },
      });
    const first = await authorize(await tokenize('4000000000000010'), 'list-1', 'pay-list');
    const second = await authorize(await tokenize('4000000000009995'), 'list-2', 'pay-list');
    const listed = await call('?code=pay-list');
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ data: { id: string; code: string; charges: { id: string }[] }[] }>();
    expect(body).toMatchObject({ paging: { total: 2 } });
    // Both made in one instant (a fixed clock): compared as a set.
    expect(body.data.map((order) => order.charges[0]?.id).sort()).toEqual(
      [first.chargeId, second.chargeId].sort(),
    );
    expect(body.data.every((order) => order.code === 'pay-list')).toBe(true);
    const byCustomer = await call(`?customer_id=${customerId}&size=1&page=2`);
    expect(byCustomer.json()).toMatchObject({ data: [{ customer: { id: customerId } }] });
    expect((await call('?size=31')).statusCode).toBe(422);
    expect((await call('?code=%00')).statusCode).toBe(422);
    expect((await call('?code=pay-list')).headers['cache-control']).toBe('no-store');
    const otherAccount = await driverFor('pk_test_marazul').findAuthorizations('pay-list');
    expect(otherAccount).toEqual([]);
  });

  it('voids an authorization, once; a declined charge cannot be voided', async () => {
    const authorized = await authorize(await tokenize('4000000000000010'));
    expect((await processor.void(authorized.chargeId)).status).toBe('voided');
    expect((await processor.void(authorized.chargeId)).status).toBe('voided');
    const declined = await authorize(await tokenize('4000000000009995'));
    const error = await processor.void(declined.chargeId).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalid_request', httpStatus: 422 });
  });

  it('spends a token once: a second use is an invalid request', async () => {
    const token = await tokenize('4000000000000010');
    await authorize(token, 'first');
    const error = await authorize(token, 'second').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProcessorError);
    expect(error).toMatchObject({ kind: 'invalid_request', httpStatus: 422 });
  });

  it('answers the first result to a repeated Idempotency-Key, even when both calls race', async () => {
    const token = await tokenize('4000000000000010');
    const [first, second] = await Promise.all([authorize(token, 'same-key'), authorize(token, 'same-key')]);
    expect(second.chargeId).toBe(first.chargeId);
    expect(second).toEqual(first);
    const repeated = await authorize(token, 'same-key');
    expect(repeated.chargeId).toBe(first.chargeId);
  });

  it('saves cards to the customer, pays with a saved card by id, lists and deletes them', async () => {
    const visa = await processor.saveCard(customerId, await tokenize('4000000000000010'));
    const declining = await processor.saveCard(customerId, await tokenize('4000000000009979'));
    expect(visa).toMatchObject({ brand: 'visa', firstSix: '400000', lastFour: '0010', expYear: 2030 });
    expect(visa.id).toMatch(/^card_/);
    // Saved in the same instant (a fixed clock), so in no particular order.
    expect((await processor.listCards(customerId)).map((card) => card.id).sort()).toEqual(
      [visa.id, declining.id].sort(),
    );

    const paid = await processor.authorize({
      code: 'pay-saved',
      itemCode: 'guarantee-1100',
      amountCents: 35000,
      currency: 'BRL',
      description: 'Garantia',
      customerId,
      source: { cardId: visa.id },
      idempotencyKey: 'saved-card',
    });
    expect(paid).toMatchObject({ status: 'authorized', card: { lastFour: '0010' } });
    const refused = await processor.authorize({
      code: 'pay-saved',
      itemCode: 'guarantee-1100',
      amountCents: 35000,
      currency: 'BRL',
      description: 'Garantia',
      customerId,
      source: { cardId: declining.id },
      idempotencyKey: 'saved-declining-card',
    });
    expect(refused).toMatchObject({ status: 'declined', declineReason: 'stolen_card' });

    await processor.deleteCard(customerId, declining.id);
    expect((await processor.listCards(customerId)).map((card) => card.id)).toEqual([visa.id]);
    const deletedAgain = await processor
      .deleteCard(customerId, declining.id)
      .catch((caught: unknown) => caught);
    expect(deletedAgain).toMatchObject({ kind: 'not_found' });
  });

  it('keeps accounts apart: another hotel’s key neither spends the token nor sees the customer or charge', async () => {
    const marAzul = driverFor('pk_test_marazul');
    const token = await tokenize('4000000000000010');
    const otherCustomer = await marAzul.createCustomer({ code: 'g', name: 'Bia', email: 'bia@example.com' });
    const spend = await marAzul
      .authorize({
        code: 'x',
        itemCode: 'x',
        amountCents: 100,
        currency: 'BRL',
        description: 'x',
        customerId: otherCustomer.id,
        source: { cardToken: token },
        idempotencyKey: 'cross',
      })
      .catch((caught: unknown) => caught);
    expect(spend).toMatchObject({ kind: 'invalid_request' });
    expect(await marAzul.listCards(customerId).catch((caught: unknown) => caught)).toMatchObject({
      kind: 'not_found',
    });
    const charge = await authorize(token, 'own-account');
    expect(await marAzul.getAuthorization(charge.chargeId).catch((caught: unknown) => caught)).toMatchObject({
      kind: 'not_found',
    });
  });

  it('refuses a secret key it did not issue (401, unavailable to the API)', async () => {
    const forged = driverFor(
      'pk_test_solnascente',
      'sk_sandbox_cGtfdGVzdF9zb2xuYXNjZW50ZQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(await forged.listCards(customerId).catch((caught: unknown) => caught)).toMatchObject({
      kind: 'unavailable',
      httpStatus: 401,
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/sandbox-processor/core/v5/charges/ch_x',
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps no card number or CVV in any of its tables', async () => {
    const rows = [
      ...(await testApp.db.select().from(sandboxTokens)),
      ...(await testApp.db.select().from(sandboxCustomers)),
      ...(await testApp.db.select().from(sandboxCards)),
      ...(await testApp.db.select().from(sandboxCharges)),
    ];
    const dump = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(20);
    for (const number of ['4000000000000010', '4000000000009995', '4000000000003220', '378282246310005']) {
      expect(dump).not.toContain(number);
    }
    expect(dump).not.toMatch(/"cvv"|"1234"/);
  });
});
