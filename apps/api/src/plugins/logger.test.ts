import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TEST_SECRETS } from '../auth/secrets.ts';
import { HOSTS } from '../test/api-client.ts';
import { NO_WEB_DIST } from '../test/test-app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { redactUrl } from './logger.ts';

const PIN_LINK_TOKEN = 'pinLinkToken_Q2hhdmUgZG8gbGluaw';
const SCAN_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzY2FuIjoxfQ.c2Nhbi10b2tlbi1zaWduYXR1cmU';
const SIGNATURE = 'c2lnbmVkLXN0b3JhZ2UtdXJs';
const PERSONAL = ['Ana Souza Personal', '529.982.247-25', 'ana.souza@example.com'];

describe('redactUrl', () => {
  it.each([
    [`/welcome/validate/pin/${PIN_LINK_TOKEN}`, '/welcome/validate/pin/[redacted]'],
    [`/document-scan/r/g?t=${SCAN_TOKEN}&lang=pt`, '/document-scan/r/g?t=[redacted]&lang=pt'],
    [
      `/api/storage/files/a/b.jpg?expires=1&signature=${SIGNATURE}`,
      '/api/storage/files/a/b.jpg?expires=1&signature=[redacted]',
    ],
    [
      '/api/x?TOKEN=abc&%74=def&code=1&hash=2',
      '/api/x?TOKEN=[redacted]&%74=[redacted]&code=[redacted]&hash=[redacted]',
    ],
    ['/api/zip?state=SC&city=Imbituba', '/api/zip?state=SC&city=Imbituba'],
    // The console's arrivals search holds a guest's name.
    ['/api/console/arrivals?days=7&q=Rosa%20Amaral', '/api/console/arrivals?days=7&q=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

/** Captures the app's log lines, as production writes them (JSON, level info and above). */
describe('what the logs keep', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    testDb = await createTestDb();
    app = await buildApp({
      db: testDb.db,
      webDistDir: NO_WEB_DIST,
      secrets: TEST_SECRETS,
      logger: { level: 'info', pretty: false, stream: { write: (line) => void lines.push(line) } },
    });
    // A query that fails with personal data among its parameters, as a bug would.
    app.get('/api/probe/failed-query', async () => {
      const [name, cpf, email] = PERSONAL;
      await testDb.db.execute(sql`select ${name}::int, ${cpf}::int, ${email}::int`);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('hold no PIN-link token, document-scan token or storage signature of a URL', async () => {
    for (const url of [
      `/welcome/validate/pin/${PIN_LINK_TOKEN}`,
      `/document-scan/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001?t=${SCAN_TOKEN}`,
      `/api/storage/files/tenant/guest/documents/x.jpg?expires=1&signature=${SIGNATURE}`,
    ]) {
      await app.inject({ method: 'GET', url, headers: { host: HOSTS.solnascente } });
    }
    const log = lines.join('');
    expect(log).toContain('/welcome/validate/pin/[redacted]');
    expect(log).toContain('?t=[redacted]');
    expect(log).toContain('signature=[redacted]');
    for (const secret of [PIN_LINK_TOKEN, SCAN_TOKEN, SIGNATURE]) expect(log).not.toContain(secret);
  });

  it('hold the failed query but none of its parameters', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/failed-query',
      headers: { host: HOSTS.solnascente },
    });
    expect(response.statusCode).toBe(500);
    const errorLine = lines.find((line) => line.includes('unhandled error'));
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain('Failed query: select $1::int');
    for (const value of PERSONAL) expect(lines.join('')).not.toContain(value);
  });
});
