import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../app.ts';
import { HttpError } from '../http-error.ts';
import { NO_WEB_DIST } from '../test/test-app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';

/** Routes that exist only here, to reach the error paths no public route has yet. */
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe/echo',
    { schema: { body: z.object({ name: z.string().min(2) }) } },
    async (request) => request.body,
  );
  typed.get('/api/probe/crash', async () => {
    throw new Error('database password is hunter2');
  });
  typed.get(
    '/api/probe/bad-response',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () =>
      // Deliberately breaks its own response schema: the bug must answer a generic 500.
      ({ id: 42 }) as unknown as { id: string },
  );
  typed.get('/api/probe/conflict', async () => {
    throw new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.', { hint: 'x' });
  });
}

describe('errors plugin', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDb();
    app = await buildApp({ db: testDb.db, webDistDir: NO_WEB_DIST, bodyLimit: 1024 });
    addProbeRoutes(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/probe/echo', payload, headers: { 'content-type': contentType } });

  it('answers body validation errors naming the field', async () => {
    const response = await post(JSON.stringify({ name: 'a' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'body.name', message: expect.any(String) }] },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(2000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('name=abc', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown errors with 500 and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String), details: {} });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a response that breaks its schema with a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL_ERROR');
  });

  it('answers HttpError with its status, code and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'GUEST_NOT_FOUND',
      message: 'Guest not found.',
      details: { hint: 'x' },
    });
  });

  it('answers 429 RATE_LIMITED with Retry-After when a client sends too much', async () => {
    const limited = await buildApp({
      db: testDb.db,
      webDistDir: NO_WEB_DIST,
      rateLimit: { max: 2, timeWindowMs: 60_000 },
    });
    const call = (host: string) =>
      limited.inject({ method: 'GET', url: '/api/companies/nowhere', headers: { host } });
    await call('localhost');
    await call('localhost');
    const response = await call('localhost');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    // Another hotel's guests on the same address have their own count.
    expect((await call('marazul.localhost')).statusCode).toBe(404);
    await limited.close();
  });

  it('counts requests to paths that match no route against the rate limit', async () => {
    const limited = await buildApp({
      db: testDb.db,
      webDistDir: NO_WEB_DIST,
      rateLimit: { max: 1, timeWindowMs: 60_000 },
    });
    await limited.inject({ method: 'GET', url: '/api/scan-1' });
    const response = await limited.inject({ method: 'GET', url: '/api/scan-2' });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
    await limited.close();
  });
});
