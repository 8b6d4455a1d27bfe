import { sql } from 'drizzle-orm';
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
  SOL,
  TEST_CARDS,
  TEST_CVV,
  tokenizeCard,
} from './payment-test-helpers.ts';

/** Luhn's check, as a card number passes it. */
function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Every Luhn-valid run of 13 to 19 digits in `text` (each window of a longer run counts). A run that is
 * the fraction of a decimal number (pino's responseTime: 456.74108999999953) or part of a longer
 * token of letters and digits (a SHA-256 in hex, a base64url id) is not a card number written down.
 */
export function cardLikeNumbers(text: string): string[] {
  const found: string[] = [];
  for (const [run] of text.matchAll(/(?<![\dA-Za-z.])\d{13,}(?![A-Za-z])/g)) {
    for (let length = 13; length <= Math.min(19, run.length); length += 1) {
      for (let start = 0; start + length <= run.length; start += 1) {
        const candidate = run.slice(start, start + length);
        if (isLuhnValid(candidate)) found.push(candidate);
      }
    }
  }
  return found;
}

/** The rows of db.execute, as node-postgres and PGlite both answer them. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A CVV as data would carry it: a field so named, or the test CVV as a whole value. */
const CVV_PATTERN = new RegExp(`\\b(cvv|cvc|security_code|securityCode)\\b|"${TEST_CVV}"`, 'i');

describe('no card number or CVV on our side, with the sandbox processor (PCI, decision 98)', () => {
  let testApp: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: fixedClock(NOW.toISOString()),
      logger: { level: 'debug', pretty: false, stream: { write: (line) => void logLines.push(line) } },
    });
  });
  afterAll(() => testApp.close());

  it('finds the test against a number it must catch', () => {
    expect(cardLikeNumbers(`x ${TEST_CARDS.approve} y`)).toContain(TEST_CARDS.approve);
    expect(cardLikeNumbers(`"number":"${TEST_CARDS.approve}"`)).toContain(TEST_CARDS.approve);
    expect(cardLikeNumbers('"responseTime":456.74108999999953')).toEqual([]);
    expect(cardLikeNumbers('"requestHash":"9fa7327776680167c0"')).toEqual([]);
    expect(CVV_PATTERN.test(`{"cvv":"1"}`)).toBe(true);
  });

  it('after the card flows, no table and no log line holds a card number or a CVV', async () => {
    // The flows: a declined card, a card saved while paying, a saved card listed, a bad request carrying a card.
    const claims = paymentGuest('solnascente', '1100:gabriel-fontes', true);
    const body = (payment: object) => ({
      orderId: orderIdOf('solnascente', '1100'),
      chargeId: chargeIdOf('solnascente', '1100'),
      personId: personIdOf('solnascente', '1100:gabriel-fontes'),
      payments: [payment],
      isClosed: true,
    });
    const access = await chargeAccess(testApp, claims, SOL, '1100');
    const headers = (key: string) => ({ 'idempotency-key': key, 'x-payment-access': access });
    const card = (cardToken: string, saveCard = false) => ({
      type: 'credit_card',
      amount: 129000,
      installments: 1,
      cardToken,
      saveCard,
    });
    const declined = await paymentCall(testApp, 'POST', '/api/payment/pay', claims, {
      body: body(card(await tokenizeCard(testApp, TEST_CARDS.insufficientFunds))),
      headers: headers('pci-declined'),
    });
    expect(declined.body.status).toBe('declined');
    const bad = await paymentCall(testApp, 'POST', '/api/payment/pay', claims, {
      body: body({ ...card('tok_x'), installments: 3, number: TEST_CARDS.approve, cvv: TEST_CVV }),
      headers: headers('pci-bad-request'),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toContain(TEST_CARDS.approve);
    const approved = await paymentCall(testApp, 'POST', '/api/payment/pay', claims, {
      body: body(card(await tokenizeCard(testApp, TEST_CARDS.approve), true)),
      headers: headers('pci-approved'),
    });
    expect(approved.body.status).toBe('approved');
    const cards = await paymentCall(
      testApp,
      'GET',
      `/api/customers/${personIdOf('solnascente', '1100:gabriel-fontes')}/card`,
      claims,
    );
    expect(cards.body.cards).toHaveLength(1);

    const tables = await testApp.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(['payment_charges', 'payment_cards', 'outbox_messages']));
    for (const name of names) {
      const rows = await testApp.db.execute(sql.raw(`select row_to_json(t)::text as row from "${name}" t`));
      const dump = rowsOf<{ row: string }>(rows)
        .map((row) => row.row)
        .join('\n');
      expect(cardLikeNumbers(dump), `table ${name}`).toEqual([]);
      expect(CVV_PATTERN.test(dump), `table ${name}`).toBe(false);
    }
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      // pino's own "time" is epoch milliseconds: 13 digits, Luhn-valid one time in ten; not a card.
      const { time: _time, ...fields } = JSON.parse(line) as Record<string, unknown>;
      const text = JSON.stringify(fields);
      expect(cardLikeNumbers(text), line).toEqual([]);
      expect(CVV_PATTERN.test(text), line).toBe(false);
    }
  });
});
