import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPagarmeProcessor } from './pagarme-processor.ts';
import { PaymentProcessorError, type Authorization } from './payment-processor.ts';

type Received = {
  method?: string;
  path: string;
  authorization?: string;
  contentType?: string;
  idempotencyKey?: string;
  body: unknown;
};

const SECRET = 'sk_test_4f8b2c1d9e7a6b5c';
const BASIC = `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`;

const CARD = {
  id: 'card_Zx81Vq2AbCdEfGhI',
  first_six_digits: '400000',
  last_four_digits: '0010',
  brand: 'Visa',
  holder_name: 'ANA SOUZA',
  exp_month: 12,
  exp_year: 2030,
  status: 'active',
  type: 'credit',
};

/** A charge as Pagar.me v5 answers it, with the last transaction's fields the driver reads. */
const charge = (transaction: Record<string, unknown>, status = 'pending') => ({
  id: 'ch_Kj3L9mN0pQ1rS2tU',
  code: 'pay-1100-7f3a',
  amount: 35000,
  status,
  currency: 'BRL',
  payment_method: 'credit_card',
  order: { id: 'or_Ab1Cd2Ef3Gh4Ij5K' },
  last_transaction: {
    id: 'tran_Lm6No7Pq8Rs9Tu0V',
    transaction_type: 'credit_card',
    amount: 35000,
    installments: 1,
    card: { ...CARD, id: undefined },
    gateway_response: { code: '200', errors: [] },
    ...transaction,
  },
});

/** CARD as the driver describes it. */
const DESCRIBED_CARD = {
  brand: 'visa',
  firstSix: '400000',
  lastFour: '0010',
  expMonth: 12,
  expYear: 2030,
  holderName: 'ANA SOUZA',
} as const;

/** An authorized charge (capture pending), and what the driver makes of it. */
const AUTHORIZED_CHARGE = charge({
  status: 'authorized_pending_capture',
  acquirer_auth_code: '123456',
  acquirer_return_code: '00',
});
const AUTHORIZED: Authorization = {
  status: 'authorized',
  orderId: 'or_Ab1Cd2Ef3Gh4Ij5K',
  chargeId: 'ch_Kj3L9mN0pQ1rS2tU',
  amountCents: 35000,
  authorizationCode: '123456',
  declineReason: null,
  challengeUrl: null,
  card: DESCRIBED_CARD,
};

/**
 * A local server implementing the part of Pagar.me Core API v5 the driver calls (decision 91), which
 * records every request. `answers` maps "METHOD /path" to [status, body].
 */
function pagarmeStub() {
  const received: Received[] = [];
  const answers = new Map<string, [number, unknown]>();
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').replace(/^\/core\/v5/, '');
    received.push({
      method: request.method,
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body: await readBody(request),
    });
    const answer = answers.get(`${request.method} ${path}`);
    if (request.headers.authorization !== BASIC) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Authorization has been denied for this request.' }));
      return;
    }
    const [status, body] = answer ?? [404, { message: 'Not found.' }];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = createServer((request, response) => void handle(request, response));
  return { server, received, answers };
}

describe('the Pagar.me Core v5 driver against a local server of the documented contract', () => {
  const stub = pagarmeStub();
  let server: Server;
  let baseUrl = '';
  const driver = () =>
    createPagarmeProcessor({ name: 'pagarme', baseUrl, secretKey: SECRET, timeoutMs: 2000 });

  beforeAll(async () => {
    server = stub.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/core/v5`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    stub.received.length = 0;
    stub.answers.clear();
  });

  it('creates the customer: POST /customers with code, name, e-mail, individual, the CPF as document', async () => {
    stub.answers.set('POST /customers', [200, { id: 'cus_Qw3Er4Ty5Ui6Op7A', name: 'Ana Souza' }]);
    const customer = await driver().createCustomer({
      code: 'person-1100-ana',
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      cpf: '52998224725',
    });
    expect(customer).toEqual({ id: 'cus_Qw3Er4Ty5Ui6Op7A' });
    expect(stub.received).toEqual([
      {
        method: 'POST',
        path: '/customers',
        authorization: BASIC,
        contentType: 'application/json',
        idempotencyKey: undefined,
        body: {
          code: 'person-1100-ana',
          name: 'Ana Souza',
          email: 'ana.souza@example.com',
          type: 'individual',
          document: '52998224725',
          document_type: 'CPF',
        },
      },
    ]);
  });

  it('sends no document for a guest without a CPF', async () => {
    stub.answers.set('POST /customers', [200, { id: 'cus_Foreign0000000A' }]);
    await driver().createCustomer({ code: 'p-2', name: 'John Smith', email: 'john@example.com' });
    expect(stub.received[0]?.body).toEqual({
      code: 'p-2',
      name: 'John Smith',
      email: 'john@example.com',
      type: 'individual',
    });
  });

  it('saves a card from a token: POST /customers/{id}/cards { token }, answering only its description', async () => {
    stub.answers.set('POST /customers/cus_Qw3Er4Ty5Ui6Op7A/cards', [200, CARD]);
    const card = await driver().saveCard('cus_Qw3Er4Ty5Ui6Op7A', 'token_Xy12Za34Bc56De78');
    expect(card).toEqual({ id: 'card_Zx81Vq2AbCdEfGhI', ...DESCRIBED_CARD });
    expect(stub.received).toMatchObject([
      {
        method: 'POST',
        path: '/customers/cus_Qw3Er4Ty5Ui6Op7A/cards',
        authorization: BASIC,
        body: { token: 'token_Xy12Za34Bc56De78' },
      },
    ]);
  });

  it('lists the active cards (GET /customers/{id}/cards) and deletes one (DELETE …/cards/{card_id})', async () => {
    stub.answers.set('GET /customers/cus_1/cards', [
      200,
      {
        data: [
          CARD,
          { ...CARD, id: 'card_deleted', status: 'deleted' },
          { ...CARD, id: 'card_amex', brand: 'Amex' },
        ],
        paging: { total: 3 },
      },
    ]);
    stub.answers.set('DELETE /customers/cus_1/cards/card_amex', [
      200,
      { ...CARD, id: 'card_amex', status: 'deleted' },
    ]);
    const cards = await driver().listCards('cus_1');
    expect(cards.map((card) => [card.id, card.brand])).toEqual([
      ['card_Zx81Vq2AbCdEfGhI', 'visa'],
      ['card_amex', 'amex'],
    ]);
    await driver().deleteCard('cus_1', 'card_amex');
    expect(stub.received.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/customers/cus_1/cards', undefined],
      ['DELETE', '/customers/cus_1/cards/card_amex', undefined],
    ]);
  });

  const authorizeInput = {
    code: 'pay-1100-7f3a',
    itemCode: 'guarantee-1100',
    amountCents: 35000,
    currency: 'BRL' as const,
    description: 'Garantia da reserva 1100',
    customerId: 'cus_Qw3Er4Ty5Ui6Op7A',
    idempotencyKey: 'pay-1100-7f3a',
  };

  it('authorizes with a token: POST /orders, capture false, one installment, the Idempotency-Key header', async () => {
    stub.answers.set('POST /orders', [
      200,
      {
        id: 'or_Ab1Cd2Ef3Gh4Ij5K',
        status: 'pending',
        charges: [AUTHORIZED_CHARGE],
      },
    ]);
    const authorization = await driver().authorize({
      ...authorizeInput,
      source: { cardToken: 'token_Xy12Za34Bc56De78' },
      statementDescriptor: 'SOLNASCENTE',
    });
    expect(authorization).toEqual(AUTHORIZED);
    expect(stub.received).toEqual([
      {
        method: 'POST',
        path: '/orders',
        authorization: BASIC,
        contentType: 'application/json',
        idempotencyKey: 'pay-1100-7f3a',
        body: {
          code: 'pay-1100-7f3a',
          customer_id: 'cus_Qw3Er4Ty5Ui6Op7A',
          items: [
            { amount: 35000, description: 'Garantia da reserva 1100', quantity: 1, code: 'guarantee-1100' },
          ],
          payments: [
            {
              payment_method: 'credit_card',
              credit_card: {
                installments: 1,
                capture: false,
                statement_descriptor: 'SOLNASCENTE',
                card_token: 'token_Xy12Za34Bc56De78',
              },
            },
          ],
          closed: true,
        },
      },
    ]);
  });

  it('authorizes with a saved card by card_id', async () => {
    stub.answers.set('POST /orders', [
      200,
      {
        id: 'or_1',
        status: 'pending',
        charges: [charge({ status: 'authorized_pending_capture', acquirer_auth_code: '654321' })],
      },
    ]);
    await driver().authorize({ ...authorizeInput, source: { cardId: 'card_Zx81Vq2AbCdEfGhI' } });
    expect(stub.received[0]?.body).toMatchObject({
      payments: [{ credit_card: { installments: 1, capture: false, card_id: 'card_Zx81Vq2AbCdEfGhI' } }],
    });
    expect(JSON.stringify(stub.received[0]?.body)).not.toContain('card_token');
  });

  it.each([
    ['51', 'insufficient_funds'],
    ['43', 'stolen_card'],
    ['41', 'stolen_card'],
    ['54', 'expired_card'],
    ['14', 'invalid_card'],
    ['05', 'generic'],
    [null, 'generic'],
  ] as const)('reads not_authorized with return code %s as declined, %s', async (code, reason) => {
    stub.answers.set('POST /orders', [
      200,
      {
        id: 'or_1',
        status: 'failed',
        charges: [
          charge(
            { status: 'not_authorized', acquirer_return_code: code, acquirer_message: 'Não autorizada' },
            'failed',
          ),
        ],
      },
    ]);
    const authorization = await driver().authorize({ ...authorizeInput, source: { cardToken: 'token_1' } });
    expect(authorization).toMatchObject({
      status: 'declined',
      declineReason: reason,
      authorizationCode: null,
    });
  });

  it.each([
    [
      { status: 'processing', threed_authentication_url: 'https://3ds.example/abc' },
      'processing',
      'challenge',
    ],
    [{ status: 'processing' }, 'processing', 'pending'],
    [{ status: 'failed' }, 'failed', 'failed'],
    [{ status: 'with_error' }, 'failed', 'failed'],
    [{ status: 'voided' }, 'canceled', 'voided'],
  ])('reads transaction %j (charge %s) as %s', async (transaction, chargeStatus, status) => {
    stub.answers.set('GET /charges/ch_Kj3L9mN0pQ1rS2tU', [200, charge(transaction, chargeStatus)]);
    const authorization = await driver().getAuthorization('ch_Kj3L9mN0pQ1rS2tU');
    expect(authorization.status).toBe(status);
    expect(authorization.orderId).toBe('or_Ab1Cd2Ef3Gh4Ij5K');
    expect(authorization.challengeUrl).toBe(status === 'challenge' ? 'https://3ds.example/abc' : null);
  });

  it('finds the orders of a code (GET /orders?code=), each charge read as an authorization', async () => {
    const code = 'pay 1100/7f3a';
    stub.answers.set(`GET /orders?code=${encodeURIComponent(code)}`, [
      200,
      {
        data: [
          {
            id: 'or_Ab1Cd2Ef3Gh4Ij5K',
            code,
            amount: 35000,
            currency: 'BRL',
            closed: true,
            status: 'pending',
            customer: { id: 'cus_Qw3Er4Ty5Ui6Op7A' },
            charges: [AUTHORIZED_CHARGE],
          },
          { id: 'or_NoChargeYet0000', code, status: 'pending' },
        ],
        paging: { total: 2 },
      },
    ]);
    const found = await driver().findAuthorizations(code);
    expect(found).toEqual([AUTHORIZED]);
    expect(stub.received).toEqual([
      {
        method: 'GET',
        path: '/orders?code=pay%201100%2F7f3a',
        authorization: BASIC,
        contentType: undefined,
        idempotencyKey: undefined,
        body: undefined,
      },
    ]);
  });

  it('finds none when no order has the code (the order never reached Pagar.me)', async () => {
    stub.answers.set('GET /orders?code=pay-lost', [200, { data: [], paging: { total: 0 } }]);
    expect(await driver().findAuthorizations('pay-lost')).toEqual([]);
  });

  it('voids with DELETE /charges/{id}', async () => {
    stub.answers.set('DELETE /charges/ch_Kj3L9mN0pQ1rS2tU', [200, charge({ status: 'voided' }, 'canceled')]);
    const authorization = await driver().void('ch_Kj3L9mN0pQ1rS2tU');
    expect(authorization.status).toBe('voided');
    expect(stub.received.map(({ method, path, authorization: auth }) => [method, path, auth])).toEqual([
      ['DELETE', '/charges/ch_Kj3L9mN0pQ1rS2tU', BASIC],
    ]);
  });

  const errorOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PaymentProcessorError);
    return error as PaymentProcessorError;
  };

  it('throws invalid_request for a 422 (a spent token), naming the fields but never the values', async () => {
    stub.answers.set('POST /customers/cus_1/cards', [
      422,
      {
        message: 'The request is invalid.',
        errors: { 'request.token': ['The token is invalid.'] },
        request: { token: 'token_secret_echo' },
      },
    ]);
    const error = await errorOf(driver().saveCard('cus_1', 'token_secret_echo'));
    expect(error.kind).toBe('invalid_request');
    expect(error.httpStatus).toBe(422);
    expect(error.message).toBe(
      'pagarme: POST /customers/cus_1/cards answered HTTP 422: The request is invalid. (request.token)',
    );
    expect(error.message).not.toContain('token_secret_echo');
  });

  it.each([
    [404, 'not_found'],
    [500, 'unavailable'],
    [429, 'unavailable'],
  ] as const)('throws %s as %s', async (status, kind) => {
    stub.answers.set('GET /charges/ch_x', [status, { message: 'x' }]);
    expect((await errorOf(driver().getAuthorization('ch_x'))).kind).toBe(kind);
  });

  it('throws unavailable when the secret key is refused (401): not the guest’s fault', async () => {
    const wrongKey = createPagarmeProcessor({
      name: 'pagarme',
      baseUrl,
      secretKey: 'sk_test_wrong',
      timeoutMs: 2000,
    });
    const error = await errorOf(wrongKey.getAuthorization('ch_x'));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 401 });
  });

  it('throws unavailable when Pagar.me cannot be reached, or answers something else', async () => {
    const unreachable = createPagarmeProcessor({
      name: 'pagarme',
      baseUrl: 'http://127.0.0.1:1/core/v5',
      secretKey: SECRET,
      timeoutMs: 2000,
    });
    expect((await errorOf(unreachable.createCustomer({ code: 'p', name: 'A', email: 'a@b.co' }))).kind).toBe(
      'unavailable',
    );
    stub.answers.set('POST /orders', [200, { unexpected: true }]);
    const error = await errorOf(driver().authorize({ ...authorizeInput, source: { cardToken: 't' } }));
    expect(error.kind).toBe('unavailable');
  });
});
