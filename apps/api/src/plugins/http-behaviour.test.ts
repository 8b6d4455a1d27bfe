import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, HOSTS } from '../test/api-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

describe('HTTP behaviour shared by every route', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('sends the security headers and no x-powered-by', async () => {
    const { headers } = await getJson(testApp.app, '/api/companies/solnascente');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('compresses API answers for clients that accept it', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/companies/solnascente' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/api/companies/solnascente',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('sends the security headers on error answers too', async () => {
    const { headers } = await getJson(testApp.app, '/api/nothing-here');
    expect(headers['content-security-policy']).toBeDefined();
  });

  it('echoes a safe x-request-id and makes one when absent or unsafe', async () => {
    const given = await getJson(testApp.app, '/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers['x-request-id']).toBe('trace-123');
    const made = await getJson(testApp.app, '/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await getJson(testApp.app, '/api/health', {
      headers: { 'x-request-id': 'a\nfake log line' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/api/nothing-here', '/api/companies', '/api/', '/api', '/api/config/extra', '/api/terms/1'])(
    'answers %s with the 404 error shape, never the portal',
    async (url) => {
      const { status, body, headers } = await getJson(testApp.app, url);
      expect(status).toBe(404);
      expect(headers['content-type']).toContain('application/json');
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    },
  );

  it('answers a wrong method on an API path with the error shape', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/config',
      headers: { host: HOSTS.solnascente },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document with every operation', async () => {
    const { status, body } = await getJson(testApp.app, '/api/docs/json');
    expect(status).toBe(200);
    expect(body.info.title).toBe('Hospedar API');
    const operationIds = Object.values(
      body.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operationIds).toEqual(
      expect.arrayContaining([
        'getHealth',
        'getCompany',
        'getInitialConfig',
        'getTerms',
        'finalizeRegister',
        'finishGuestList',
        'saveSignature',
        'getSignature',
      ]),
    );
    const docs = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { host: HOSTS.solnascente },
    });
    expect(docs.statusCode).toBe(200);
  });
});
