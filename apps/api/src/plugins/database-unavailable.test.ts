import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { getJson, HOSTS } from '../test/api-client.ts';
import { NO_WEB_DIST } from '../test/test-app.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

describe('a database that cannot be reached', () => {
  // Port 9 (discard) on loopback: nothing listens, every connection is refused.
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', max: 1 });
  afterAll(() => pool.end());

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, never a 500', async () => {
    const app = await buildApp({
      db: drizzle({ client: pool, schema }) as unknown as Database,
      webDistDir: NO_WEB_DIST,
    });
    for (const url of ['/api/companies/solnascente', '/api/config', '/api/terms?type=1']) {
      const { status, body, headers } = await getJson(app, url, { host: HOSTS.solnascente });
      expect(status, url).toBe(503);
      expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(headers['retry-after']).toBe('30');
    }
    await app.close();
  });

  it('recognises wrapped driver errors and nothing else', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: { code: '08006' } }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
