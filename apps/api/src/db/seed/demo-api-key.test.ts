import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../schema/index.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { prepareDemo } from './prepare-demo.ts';
import { DEMO_API_KEY } from './tenants/solnascente.ts';

const clock = fixedClock('2026-03-10T15:00:00Z');
const feed = (testApp: TestApp) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/integration/v1/fnrh?limit=1',
    headers: { authorization: `Bearer ${DEMO_API_KEY}` },
  });

describe("the demo integration API key (the README's curl steps against npm start)", () => {
  let withKey: TestApp;
  let withoutKey: TestApp;
  beforeAll(async () => {
    withKey = await buildTestApp({ clock, seed: false });
    await prepareDemo(withKey.db, clock, { withDemoApiKeys: true });
    withoutKey = await buildTestApp({ clock, seed: false });
    await prepareDemo(withoutKey.db, clock);
  });
  afterAll(async () => {
    await withKey.close();
    await withoutKey.close();
  });

  it('opens the integration API of Sol Nascente, stored hashed like any key', async () => {
    const answer = await feed(withKey);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ entries: [], hasMore: false });
    const rows = await withKey.db.select().from(apiKeys);
    expect(rows).toEqual([expect.objectContaining({ name: 'demo', prefix: DEMO_API_KEY.slice(0, 11) })]);
    expect(JSON.stringify(rows)).not.toContain(DEMO_API_KEY.slice(11));
  });

  it('is not seeded unless asked: production starts without it, and it answers 401', async () => {
    expect(await withoutKey.db.select().from(apiKeys)).toEqual([]);
    expect((await feed(withoutKey)).statusCode).toBe(401);
  });
});
