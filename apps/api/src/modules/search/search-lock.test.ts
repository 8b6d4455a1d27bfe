import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../test/api-client.ts';
import { postSearch, type SearchCall } from '../../test/search-client.ts';
import { buildAppOnDatabase, buildTestApp, type TestApp } from '../../test/test-app.ts';

const FOUND = { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' };
const NOT_FOUND = { type: 'reservation', reservationNumber: '1001', lastName: 'Wrong' };
const MARAZUL_FOUND = { type: 'reservation', reservationNumber: '2001', lastName: 'Almeida' };
const MINUTE = 60_000;

describe('search lock', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  let nextClient = 1;
  /** A client address no other test uses. */
  const newClient = () => `10.0.0.${nextClient++}`;
  const search = (body: Record<string, unknown>, call: SearchCall) => postSearch(testApp.app, body, call);
  const failTimes = async (times: number, call: SearchCall) => {
    for (let i = 0; i < times; i += 1) expect((await search(NOT_FOUND, call)).status).toBe(200);
  };

  it('locks after the 5th failure, with the retry time, until 5 minutes after it', async () => {
    const ip = newClient();
    await failTimes(4, { ip });
    expect((await search(FOUND, { ip })).status).toBe(200);
    advance(30_000);
    await failTimes(1, { ip }); // the 5th failure, at T

    const locked = await search(FOUND, { ip });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'SEARCH_LOCKED', details: { retryAfterSeconds: 300 } });
    expect(locked.headers['retry-after']).toBe('300');

    advance(4 * MINUTE + 59_000);
    const stillLocked = await search(FOUND, { ip });
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.body.details.retryAfterSeconds).toBe(1);

    advance(1000); // T + 5 minutes
    expect((await search(FOUND, { ip })).status).toBe(200);
  });

  it('does not count searches refused while locked', async () => {
    const ip = newClient();
    await failTimes(5, { ip });
    advance(MINUTE);
    for (let i = 0; i < 3; i += 1) expect((await search(NOT_FOUND, { ip })).status).toBe(429);
    advance(4 * MINUTE);
    expect((await search(FOUND, { ip })).status).toBe(200);
  });

  it('a success neither unlocks early nor resets the count of failures', async () => {
    const ip = newClient();
    await failTimes(3, { ip });
    expect((await search(FOUND, { ip })).status).toBe(200);
    await failTimes(2, { ip }); // 5 failures within the window, a success among them
    expect((await search(FOUND, { ip })).status).toBe(429);
    advance(5 * MINUTE);
    expect((await search(FOUND, { ip })).status).toBe(200);
  });

  it('counts failures within 15 minutes only', async () => {
    const ip = newClient();
    await failTimes(4, { ip });
    advance(15 * MINUTE + 1000);
    await failTimes(1, { ip });
    expect((await search(FOUND, { ip })).status).toBe(200);
  });

  it('locks again at once when a failure after the lock makes 5 within the window', async () => {
    const ip = newClient();
    await failTimes(5, { ip });
    advance(5 * MINUTE);
    await failTimes(1, { ip });
    const locked = await search(FOUND, { ip });
    expect(locked.status).toBe(429);
    expect(locked.body.details.retryAfterSeconds).toBe(300);
  });

  it('is per hotel: a client locked out of one hotel still searches another', async () => {
    const ip = newClient();
    await failTimes(5, { ip });
    expect((await search(FOUND, { ip })).status).toBe(429);
    expect((await search(MARAZUL_FOUND, { ip, host: HOSTS.marazul })).status).toBe(200);
  });

  it('is per client: another address searches the same hotel', async () => {
    const ip = newClient();
    await failTimes(5, { ip });
    expect((await search(FOUND, { ip })).status).toBe(429);
    expect((await search(FOUND, { ip: newClient() })).status).toBe(200);
  });

  it('checks the bot check first, so a locked client without one gets BOT_CHECK_FAILED', async () => {
    const ip = newClient();
    await failTimes(5, { ip });
    const response = await search(FOUND, { ip, botCheck: null });
    expect(response.body.code).toBe('BOT_CHECK_FAILED');
  });

  it('keeps no client address: attempts are stored under an HMAC', async () => {
    const ip = '203.0.113.77';
    await failTimes(1, { ip });
    const rows = await testApp.db.query.searchAttempts.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(JSON.stringify(rows)).not.toContain('10.0.0.');
  });

  it('holds across a restart: a new app on the same database still refuses', async () => {
    const ip = newClient();
    await failTimes(5, { ip });
    const restarted = await buildAppOnDatabase(testApp.db, { clock: () => now });
    try {
      const response = await postSearch(restarted, FOUND, { ip });
      expect(response.status).toBe(429);
      expect(response.body.code).toBe('SEARCH_LOCKED');
    } finally {
      await restarted.close();
    }
  });
});
