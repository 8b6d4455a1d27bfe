import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { NO_WEB_DIST } from '../test/test-app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';

const INDEX_HTML = '<!doctype html><title>Hospedar</title><div id="root"></div>';
const CONSOLE_HTML = '<!doctype html><title>Console</title><div id="root"></div>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('the built portal', () => {
  let testDb: TestDb;
  let distDir: string;
  let app: FastifyInstance;
  let appWithoutDist: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb();
    distDir = mkdtempSync(path.join(tmpdir(), 'hospedar-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(distDir, 'console.html'), CONSOLE_HTML);
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), APP_JS);
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(APP_JS));
    app = await buildApp({ db: testDb.db, webDistDir: distDir });
    appWithoutDist = await buildApp({ db: testDb.db, webDistDir: NO_WEB_DIST });
  });
  afterAll(async () => {
    await app.close();
    await appWithoutDist.close();
    await testDb.cleanup();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('never rate-limits the portal files, only the API', async () => {
    const limited = await buildApp({
      db: testDb.db,
      webDistDir: distDir,
      rateLimit: { max: 2, timeWindowMs: 60_000 },
    });
    for (let view = 0; view < 5; view += 1) {
      expect((await limited.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      expect((await limited.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
      expect((await limited.inject({ method: 'GET', url: '/welcome/menu' })).statusCode).toBe(200);
      expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    await limited.inject({ method: 'GET', url: '/api/companies/solnascente' });
    await limited.inject({ method: 'GET', url: '/api/companies/solnascente' });
    expect((await limited.inject({ method: 'GET', url: '/api/companies/solnascente' })).statusCode).toBe(429);
    await limited.close();
  });

  it('serves index.html at / without long caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("answers the console's own page under /console, and the portal's elsewhere (decision 198)", async () => {
    for (const url of ['/console', '/console/sign-in', '/console/staff?x=1', '/console/accept-invite']) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.body }).toEqual({
        url,
        status: 200,
        body: CONSOLE_HTML,
      });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/consoles', '/home', '/welcome/console']) {
      expect((await app.inject({ method: 'GET', url })).body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets as immutable, pre-compressed when accepted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/reservation/personal-info', '/welcome/find-your-reservation', '/6f1c/9a2b'])(
    'answers index.html for the portal route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('never answers the portal for an /api path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers a hint to build the portal when dist is missing', async () => {
    const response = await appWithoutDist.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });
});
