import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import { buildAppOnDatabase, buildTestApp, type TestApp } from '../test/test-app.ts';
import { demoGuestId } from '../db/seed/demo-ids.ts';
import { VERIFICATION_RATE_LIMITS } from '../modules/verification/routes.ts';
import { ROUTE_RATE_LIMITS } from './rate-limit.ts';

const LIMITS = { max: 5, timeWindowMs: 60_000, routeMaxFactor: 1 };

describe('rate limits kept in PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    first = await buildTestApp({ clock, rateLimit: LIMITS });
    // A second API process on the same database.
    second = await buildAppOnDatabase(first.db, { clock, rateLimit: LIMITS });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  let nextClient = 1;
  const newClient = () => `192.0.2.${nextClient++}`;
  const call = (app: FastifyInstance, url: string, ip: string, host: string = HOSTS.solnascente) =>
    app.inject({ method: 'GET', url, headers: { host }, remoteAddress: ip });

  it('counts one client across two API processes and answers 429 RATE_LIMITED past the limit', async () => {
    const ip = newClient();
    for (const app of [first.app, second, first.app, second, first.app]) {
      expect((await call(app, '/api/config', ip)).statusCode).toBe(200);
    }
    const refused = await call(second, '/api/config', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 60 } });
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('starts again once the window has passed (injected clock)', async () => {
    const ip = newClient();
    for (let i = 0; i < LIMITS.max; i += 1) await call(first.app, '/api/config', ip);
    now = new Date(now.getTime() + 30_000);
    const refused = await call(first.app, '/api/config', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    now = new Date(now.getTime() + 30_000);
    expect((await call(second, '/api/config', ip)).statusCode).toBe(200);
  });

  it('counts each hotel apart, and never limits /api/health or the portal files', async () => {
    const ip = newClient();
    for (let i = 0; i < LIMITS.max + 1; i += 1) await call(first.app, '/api/config', ip);
    expect((await call(first.app, '/api/config', ip)).statusCode).toBe(429);
    expect((await call(second, '/api/config', ip, HOSTS.marazul)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await call(second, '/api/health', ip)).statusCode).not.toBe(429);
      expect((await call(second, '/welcome', ip)).statusCode).not.toBe(429);
    }
  });

  it('gives a route with its own limit (config.rateLimit) its own count, across processes', async () => {
    const ip = newClient();
    const { max } = ROUTE_RATE_LIMITS.botCheckChallenge;
    for (let i = 0; i < max; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      expect((await call(app, '/api/bot-check/challenge', ip)).statusCode, `call ${i + 1}`).toBe(200);
    }
    const refused = await call(first.app, '/api/bot-check/challenge', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // The global count of the client was not touched by the route's calls.
    expect((await call(second, '/api/config', ip)).statusCode).toBe(200);
  });

  it('limits searches to 20 a minute per client and hotel', async () => {
    const ip = newClient();
    const search = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/appointments/search',
        headers: { host: HOSTS.solnascente },
        remoteAddress: ip,
        payload: { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' },
      });
    for (let i = 0; i < ROUTE_RATE_LIMITS.search.max; i += 1) {
      // No bot check: refused with 400, but counted.
      expect((await search(i % 2 ? first.app : second)).statusCode).toBe(400);
    }
    expect((await search(first.app)).statusCode).toBe(429);
  });

  it('limits the calls a stranger makes to reach a guest: contacts, PIN, verification, link', async () => {
    const ana = demoGuestId('solnascente', '1001:ana');
    const calls = [
      {
        limit: VERIFICATION_RATE_LIMITS.contactInfo.max,
        method: 'GET',
        url: `/api/clients/${ana}/contact-info`,
      },
      {
        limit: VERIFICATION_RATE_LIMITS.sendPin.max,
        method: 'POST',
        url: `/api/clients/${ana}/pin`,
        payload: {},
      },
      {
        limit: VERIFICATION_RATE_LIMITS.verifyPin.max,
        method: 'POST',
        url: `/api/clients/${ana}/pin/email/verify`,
        payload: { verificationCode: '00000' },
      },
      {
        limit: VERIFICATION_RATE_LIMITS.pinLink.max,
        method: 'POST',
        url: '/api/clients/pin-link',
        payload: {},
      },
    ] as const;
    for (const call of calls) {
      const ip = newClient();
      const send = () =>
        first.app.inject({
          method: call.method,
          url: call.url,
          headers: { host: HOSTS.solnascente },
          remoteAddress: ip,
          ...('payload' in call ? { payload: call.payload } : {}),
        });
      for (let i = 0; i < call.limit; i += 1) expect((await send()).statusCode).not.toBe(429);
      const limited = await send();
      expect(limited.statusCode, call.url).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    }
  });

  it('takes a limit of 40 in blocks of 2 across two processes: never past it, at most a block early', async () => {
    const blockLimits = { max: 40, timeWindowMs: 60_000, routeMaxFactor: 1 };
    const blockApp = () => buildAppOnDatabase(first.db, { clock, rateLimit: blockLimits });
    const [one, two] = await Promise.all([blockApp(), blockApp()]);
    try {
      const ip = newClient();
      const statuses: number[] = [];
      for (let i = 0; i < 45; i += 1)
        statuses.push((await call(i % 3 ? one : two, '/api/config', ip)).statusCode);
      const allowed = statuses.filter((status) => status === 200).length;
      expect(allowed).toBeLessThanOrEqual(40);
      expect(allowed).toBeGreaterThanOrEqual(38);
      expect(statuses.slice(allowed)).toEqual(statuses.slice(allowed).map(() => 429));
      const refused = await call(one, '/api/config', ip);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 60 } });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('stores no client address: keys are HMACs', async () => {
    const rows = await first.db.query.rateLimitCounters.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('192.0.2.');
  });

  it('prunes counters whose window ended long ago', async () => {
    now = new Date(now.getTime() + 10 * 60_000);
    await call(first.app, '/api/config', newClient());
    const rows = await first.db.query.rateLimitCounters.findMany();
    expect(rows.every((row) => row.resetAt.getTime() >= now.getTime())).toBe(true);
  });
});
