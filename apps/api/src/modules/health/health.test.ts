import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHealthResponse } from '@hospedar/contracts/health';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { getJson } from '../../test/api-client.ts';
import { buildTestApp, NO_WEB_DIST, type TestApp } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('answers ok when the database answers', async () => {
    const { status, body } = await getJson(testApp.app, '/api/health');
    expect(status).toBe(200);
    expect(ZHealthResponse.parse(body)).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 degraded when the database is down', async () => {
    const failingDb = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Database;
    const app = await buildApp({ db: failingDb, webDistDir: NO_WEB_DIST });
    const { status, body } = await getJson(app, '/api/health');
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'degraded', database: 'down' });
    await app.close();
  });
});
