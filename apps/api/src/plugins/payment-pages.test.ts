import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';

/** A CSP header as its directives: { 'script-src': ["'self'", …], … }. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the payment pages (decision 100)', () => {
  let testDb: TestDb;
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb();
    distDir = mkdtempSync(path.join(tmpdir(), 'hospedar-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(distDir, 'card-frame.html'), '<!doctype html><form id="card-form"></form>');
    writeFileSync(path.join(distDir, 'assets', 'card-frame-1a2b.js'), 'export {};');
    app = await buildApp({ db: testDb.db, webDistDir: distDir });
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the card frame sandboxed, framed by the portal only, posting only to us and the processor', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/card-frame.html',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.sandbox).toEqual(['allow-scripts']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3000']);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3000', 'https://api.pagar.me']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe');
  });

  it('gives the warranty pages a policy of scripts, frames and calls from us only', async () => {
    for (const url of ['/reservation/warranty', '/reservation/warranty/credit-card-registration']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it("lets the sandboxed frame load the built files (Origin: null), and leaves other pages' policy alone", async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/card-frame-1a2b.js',
      headers: { origin: 'null' },
    });
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    const home = await app.inject({ method: 'GET', url: '/home' });
    expect(directives(home.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(home.headers['content-security-policy']).not.toContain('sandbox');
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });
});
