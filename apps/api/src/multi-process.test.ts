import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from './auth/secrets.ts';
import { openChangeFeed, type ChangeFeed } from './db/change-feed.ts';
import { openDatabase } from './db/client.ts';
import { companies } from './db/schema/index.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { demoGuestId } from './db/seed/demo-ids.ts';
import { getJson, HOSTS } from './test/api-client.ts';
import { solveBotCheck } from './test/bot-check.ts';
import { localOutboxWorker } from './test/outbox-test-worker.ts';
import { postSearch } from './test/search-client.ts';
import { createTestDb } from './test/test-db.ts';
import { buildAppOnDatabase, buildTestApp, type TestApp } from './test/test-app.ts';
import { askPin, latestLocalMessage, pinFromText, verifyPin, wrongCode } from './test/verification-client.ts';

const ana = demoGuestId('solnascente', '1001:ana');

/** Issue 18: a hotel chain runs several API processes on one PostgreSQL; nothing may live in one of them. */
describe('two API processes on one database', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondsFeed: ChangeFeed;
  const clock = () => new Date();
  beforeAll(async () => {
    // Each keeps the hotels in memory, hearing their changes on its own feed, as servers do (decision 270).
    first = await buildTestApp({ clock, keepsHotels: true });
    secondsFeed = await openChangeFeed(first.handle, 'companies_changed');
    second = await buildAppOnDatabase(first.db, { companyChanges: secondsFeed, clock });
  });
  afterAll(async () => {
    await second.close();
    await secondsFeed.close();
    await first.close();
  });

  it('keeps the hotel in memory in both, and both answer a change at once, whoever made it', async () => {
    const nameAt = async (app: FastifyInstance) =>
      (await getJson(app, '/api/config', { host: HOSTS.marazul })).body.company.name as string;
    expect([await nameAt(first.app), await nameAt(second)]).toEqual(['Hotel Mar Azul', 'Hotel Mar Azul']);
    await first.db
      .update(companies)
      .set({ name: 'Hotel Mar Azul Novo', updatedAt: new Date() })
      .where(eq(companies.subdomain, 'marazul'));
    // PGlite tells before the update resolves; a server tells each process's feed a moment later.
    await expect.poll(() => nameAt(second)).toBe('Hotel Mar Azul Novo');
    await expect.poll(() => nameAt(first.app)).toBe('Hotel Mar Azul Novo');
  });

  it('takes a bot check solved for one process at the other, and refuses its replay at the first', async () => {
    const search = { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' };
    const botCheck = await solveBotCheck(first.app);
    expect((await postSearch(second, search, { botCheck })).status).toBe(200);
    const replay = await postSearch(first.app, search, { botCheck });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'BOT_CHECK_FAILED', details: { reason: 'reused' } });
  });

  it('verifies at one process the PIN asked at the other, and each takes the token the other signed', async () => {
    expect((await askPin(first.app, ana, 'email')).status).toBe(202);
    // The outbox is the database's: any process's worker delivers it.
    await localOutboxWorker(first.db, clock).drainOnce();
    const { code } = pinFromText((await latestLocalMessage(first.db, 'ana.souza@example.com')).text);
    // A wrong code tried at the other process is refused there; the right one still works.
    expect((await verifyPin(second, ana, 'email', wrongCode(code))).status).toBe(400);
    const verified = await verifyPin(second, ana, 'email', code);
    expect(verified.status).toBe(200);
    const read = await getJson(first.app, `/api/clients/${ana}`, {
      headers: { authorization: `Bearer ${verified.body.token}` },
    });
    expect(read.status).toBe(200);
    // The code is spent for both processes.
    expect((await verifyPin(first.app, ana, 'email', code)).status).not.toBe(200);
  });
});

describe('starting several processes at once', () => {
  it('runs the startup work (migrations, the demo seed) of two processes one after the other', async () => {
    const testDb = await createTestDb();
    const handle = testDb.handle;
    // A second process: its own pool on the same PostgreSQL database (PGlite is one process's own).
    const other =
      handle.kind === 'postgres'
        ? await openDatabase({ databaseUrl: String(handle.pool.options.connectionString) })
        : handle;
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`${name} out`);
      };
      await Promise.all([withStartupLock(handle, work('a')), withStartupLock(other, work('b'))]);
      const [firstIn] = events;
      const [one, another] = firstIn === 'a in' ? ['a', 'b'] : ['b', 'a'];
      expect(events).toEqual([`${one} in`, `${one} out`, `${another} in`, `${another} out`]);
    } finally {
      if (other !== handle) await other.close();
      await testDb.cleanup();
    }
  });

  it('survives the server dropping a connection, idle or checked out: reported, never ending the process', async () => {
    const lost: string[] = [];
    // No server behind this address: the handle only needs its pool, never connects.
    const handle = await openDatabase(
      { databaseUrl: 'postgres://postgres@127.0.0.1:1/none' },
      { onConnectionError: (error) => lost.push(error.message) },
    );
    if (handle.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
    // What pg-pool does when an idle client's connection dies ("terminating connection due to
    // administrator command"), and what a checked-out client does when its connection dies between queries.
    expect(() => handle.pool.emit('error', new Error('idle connection terminated'))).not.toThrow();
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    handle.pool.emit('connect', client);
    expect(() => client.emit('error', new Error('connection terminated in a transaction'))).not.toThrow();
    expect(lost).toEqual(['idle connection terminated', 'connection terminated in a transaction']);
    await handle.close();
  });

  it('makes one APP_SECRET for processes sharing DATA_DIR, and leaves no draft file', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hospedar-secret-'));
    try {
      const made = loadAppSecret({ dataDir });
      expect(made).toMatch(/^[0-9a-f]{64}$/);
      expect(loadAppSecret({ dataDir })).toBe(made);
      expect(readdirSync(dataDir)).toEqual(['app-secret']);
      expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
