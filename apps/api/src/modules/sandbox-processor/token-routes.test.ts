import { ZProcessorTokenResponse } from '@hospedar/contracts/payment/processor-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { sandboxTokens } from './tables.ts';

const NOW = '2026-11-26T15:00:00.000Z';
const TOKENS = '/sandbox-processor/core/v5/tokens';

const cardBody = (card: Record<string, unknown> = {}) => ({
  type: 'card',
  card: {
    number: '4000000000000010',
    holder_name: 'ANA SOUZA',
    exp_month: 12,
    exp_year: 2030,
    cvv: '123',
    billing_address: {
      line_1: '100, Rua das Flores, Centro',
      zip_code: '88010000',
      city: 'Florianópolis',
      state: 'SC',
      country: 'BR',
    },
    ...card,
  },
});

describe('the sandbox processor’s tokenization (Pagar.me v5 POST /tokens?appId=)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW), seed: false });
  });
  afterAll(() => testApp.close());

  const tokenize = (body: unknown, appId: string | null = 'pk_test_solnascente', origin?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: appId === null ? TOKENS : `${TOKENS}?appId=${appId}`,
      headers: origin ? { origin } : {},
      payload: body as Record<string, unknown>,
    });

  it('answers a single-use token and the card as Pagar.me describes it: no number, no CVV', async () => {
    const response = await tokenize(cardBody(), 'pk_test_solnascente', 'http://solnascente.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
    const token = ZProcessorTokenResponse.parse(response.json());
    expect(token.id).toMatch(/^token_[A-Za-z0-9]{16}$/);
    expect(token).toEqual({
      id: token.id,
      type: 'card',
      created_at: NOW,
      expires_at: '2026-11-26T15:01:00.000Z',
      card: {
        brand: 'Visa',
        first_six_digits: '400000',
        last_four_digits: '0010',
        holder_name: 'ANA SOUZA',
        exp_month: 12,
        exp_year: 2030,
      },
    });
    expect(response.body).not.toContain('4000000000000010');
    expect(response.body).not.toContain('"123"');
  });

  it('keeps only what the processor returns, the billing address and the test card’s behaviour', async () => {
    const response = await tokenize(cardBody({ number: '4000000000009995', cvv: '987' }));
    const { id } = ZProcessorTokenResponse.parse(response.json());
    const rows = await testApp.db.select().from(sandboxTokens);
    const row = rows.find((candidate) => candidate.id === id);
    expect(row).toMatchObject({
      account: 'pk_test_solnascente',
      scenario: 'insufficient_funds',
      usedAt: null,
    });
    expect(JSON.stringify(rows)).not.toMatch(/4000000000009995|987/);
    expect(row?.card.billing_address).toMatchObject({ zip_code: '88010000', city: 'Florianópolis' });
  });

  it.each([
    ['a wrong check digit', { number: '4000000000000011' }, 'request.card.number'],
    ['a brand the hotels do not take (UnionPay)', { number: '6200000000000005' }, 'request.card.number'],
    ['an expiry in the past', { exp_month: 10, exp_year: 2026 }, 'request.card.exp_year'],
    ['a two-digit past year', { exp_month: 1, exp_year: 26 }, 'request.card.exp_year'],
    ['a 4-digit CVV on a Visa', { cvv: '1234' }, 'request.card.cvv'],
    ['a 3-digit CVV on an Amex', { number: '378282246310005', cvv: '123' }, 'request.card.cvv'],
    ['no holder', { holder_name: '' }, 'request.card.holder_name'],
    ['letters in the number', { number: '4000x00000000010' }, 'request.card.number'],
  ])(
    'answers 422 with Pagar.me’s errors for %s, naming the field and never the value',
    async (_case, card, field) => {
      const response = await tokenize(cardBody(card));
      expect(response.statusCode).toBe(422);
      const body = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message).toBe('The request is invalid.');
      expect(Object.keys(body.errors)).toContain(field);
      expect(response.body).not.toMatch(/4000000000000011|6200000000000005|378282246310005|1234/);
    },
  );

  it('reads a two-digit year as this century', async () => {
    const response = await tokenize(cardBody({ exp_month: 3, exp_year: 29 }));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ card: { exp_year: number } }>().card.exp_year).toBe(2029);
  });

  it.each([
    ['without appId', null],
    ['with a secret key as appId', 'sk_test_abc'],
    ['with a malformed key', 'pk_'],
  ])('answers 401 %s', async (_case, appId) => {
    const response = await tokenize(cardBody(), appId);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authorization has been denied for this request.' });
  });

  it('answers the CORS preflight of any origin for POST with a JSON body', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: `${TOKENS}?appId=pk_test_solnascente`,
      headers: {
        origin: 'https://checkout.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
      'access-control-allow-headers': 'content-type',
    });
  });

  it('shows a token to its own account only, until it expires', async () => {
    const { id } = ZProcessorTokenResponse.parse((await tokenize(cardBody())).json());
    const own = await testApp.app.inject({ method: 'GET', url: `${TOKENS}/${id}?appId=pk_test_solnascente` });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ id: string }>().id).toBe(id);
    const other = await testApp.app.inject({ method: 'GET', url: `${TOKENS}/${id}?appId=pk_test_marazul` });
    expect(other.statusCode).toBe(404);
  });
});

describe('the sandbox tokenization’s rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: fixedClock(NOW),
      seed: false,
      rateLimit: { max: 100_000, timeWindowMs: 60_000, routeMaxFactor: 1 },
    });
  });
  afterAll(() => testApp.close());

  it('refuses the 31st tokenization of a minute from one address with 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `${TOKENS}?appId=pk_test_solnascente`,
        payload: cardBody(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('what the server logs of tokenizations', () => {
  let testApp: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: fixedClock(NOW),
      seed: false,
      logger: { level: 'info', pretty: false, stream: { write: (line) => void lines.push(line) } },
    });
  });
  afterAll(() => testApp.close());

  const post = (payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `${TOKENS}?appId=pk_test_solnascente`,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses a body that is not JSON with 400, quoting none of it', async () => {
    const response = await post('[4000000000003220,tru]');
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('4000000000003220');
  });

  it('logs no card number or CVV, whether the card is tokenized, refused or malformed', async () => {
    await post(JSON.stringify(cardBody({ number: '4000000000009979', cvv: '741' })));
    await post(JSON.stringify(cardBody({ number: '4000000000009978', cvv: '852' })));
    // Bodies that are not JSON, which JSON.parse's own error message would quote.
    await post('[4000000000003220,tru]');
    await post('{"cvv":[963,tru]}');
    await post(`{"type":"card","card":{"number":"4000000000000036","cvv":"159"}${'}'.repeat(3)}`);
    expect(lines.length).toBeGreaterThan(4);
    const logged = lines.join('\n');
    expect(logged).toContain('/sandbox-processor/core/v5/tokens');
    for (const secret of ['4000000000009979', '4000000000009978', '4000000000003220', '4000000000000036']) {
      expect(logged).not.toContain(secret);
    }
    // The CVVs as they would appear in a body or a quoted piece of one. Bare digits are not enough:
    // timestamps, request ids and response times hold any three digits sooner or later.
    expect(logged).not.toMatch(/"(741|852|159)"|\[963|cvv/i);
  });
});
