import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGuestId } from '../db/seed/demo-ids.ts';
import { HOSTS } from '../test/api-client.ts';
import { postSearch } from '../test/search-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { VERIFICATION_RATE_LIMITS } from '../modules/verification/routes.ts';

const FOUND = { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' };
const NOT_FOUND = { type: 'reservation', reservationNumber: '1001', lastName: 'Wrong' };
const ana = demoGuestId('solnascente', '1001:ana');
/** The proxy in front of the API: every request reaches the API from its address. */
const PROXY = '10.1.0.1';
/** Route limits as in production (factor 1); the global limit stays out of the way. */
const RATE_LIMIT = { max: 100_000, timeWindowMs: 60_000, routeMaxFactor: 1 };

/** What a proxy forwards: whatever the client wrote in X-Forwarded-For, then the client's own address. */
const forwarded = (clientWrote: string, client: string) => `${clientWrote}, ${client}`;

/** A made-up left-most X-Forwarded-For value, new on every call, as an attacker rotates it. */
let spoofed = 0;
const rotated = () => `198.51.100.${(spoofed += 1) % 250}`;

/** Failed searches from `client` through the proxy, each with a new made-up X-Forwarded-For. */
async function failSearches(testApp: TestApp, times: number, client: string) {
  for (let i = 0; i < times; i += 1) {
    const answer = await postSearch(testApp.app, NOT_FOUND, {
      ip: PROXY,
      forwardedFor: forwarded(rotated(), client),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

function verifyThroughProxy(testApp: TestApp, client: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/clients/${ana}/pin/email/verify`,
    headers: { host: HOSTS.solnascente, 'x-forwarded-for': forwarded(rotated(), client) },
    remoteAddress: PROXY,
    payload: { verificationCode: '00000' },
  });
}

describe('TRUST_PROXY as a hop count (1: one proxy in front)', () => {
  let testApp: TestApp;
  const now = new Date('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now, trustProxy: 1, rateLimit: RATE_LIMIT });
  });
  afterAll(() => testApp.close());

  it('a rotated X-Forwarded-For does not escape the search lock', async () => {
    await failSearches(testApp, 5, '203.0.113.10');
    const locked = await postSearch(testApp.app, FOUND, {
      ip: PROXY,
      forwardedFor: forwarded(rotated(), '203.0.113.10'),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('SEARCH_LOCKED');
  });

  it('distinct real clients behind the proxy are not locked together', async () => {
    await failSearches(testApp, 5, '203.0.113.11');
    const other = await postSearch(testApp.app, FOUND, {
      ip: PROXY,
      forwardedFor: forwarded(rotated(), '203.0.113.12'),
    });
    expect(other.status).toBe(200);
  });

  it('a rotated X-Forwarded-For does not escape the PIN verify limit', async () => {
    const allowed = VERIFICATION_RATE_LIMITS.verifyPin.max;
    for (let i = 0; i < allowed; i += 1) {
      expect((await verifyThroughProxy(testApp, '203.0.113.13')).statusCode).not.toBe(429);
    }
    const limited = await verifyThroughProxy(testApp, '203.0.113.13');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another guest behind the same proxy still verifies.
    expect((await verifyThroughProxy(testApp, '203.0.113.14')).statusCode).not.toBe(429);
  });

  it('trusts a hop only from a private address: a client on the internet cannot write its own', async () => {
    const direct = '198.51.100.251';
    for (let i = 0; i < 5; i += 1) {
      await postSearch(testApp.app, NOT_FOUND, { ip: direct, forwardedFor: rotated() });
    }
    const locked = await postSearch(testApp.app, FOUND, { ip: direct, forwardedFor: rotated() });
    expect(locked.body.code).toBe('SEARCH_LOCKED');
  });
});

describe('TRUST_PROXY as the proxies’ addresses (10.1.0.0/16)', () => {
  let testApp: TestApp;
  const now = new Date('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now, trustProxy: ['10.1.0.0/16'], rateLimit: RATE_LIMIT });
  });
  afterAll(() => testApp.close());

  it('counts the address the trusted proxy saw, whatever the client wrote before it', async () => {
    await failSearches(testApp, 5, '203.0.113.20');
    const locked = await postSearch(testApp.app, FOUND, {
      ip: PROXY,
      forwardedFor: forwarded(rotated(), '203.0.113.20'),
    });
    expect(locked.body.code).toBe('SEARCH_LOCKED');
    const other = await postSearch(testApp.app, FOUND, {
      ip: PROXY,
      forwardedFor: forwarded(rotated(), '203.0.113.21'),
    });
    expect(other.status).toBe(200);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    // A client reaching the API directly cannot pass for the locked guest, nor escape its own count.
    const direct = '198.51.100.250';
    const asLocked = await postSearch(testApp.app, FOUND, { ip: direct, forwardedFor: '203.0.113.20' });
    expect(asLocked.status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      await postSearch(testApp.app, NOT_FOUND, { ip: direct, forwardedFor: rotated() });
    }
    const locked = await postSearch(testApp.app, FOUND, { ip: direct, forwardedFor: rotated() });
    expect(locked.body.code).toBe('SEARCH_LOCKED');
  });
});
