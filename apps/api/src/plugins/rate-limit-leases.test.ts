import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import { createQueryCounter } from '../test/query-counter.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { createPgCounter, leaseBlockOf } from './pg-rate-limit-store.ts';

const WINDOW_MS = 60_000;

describe('rate-limit counts leased in blocks (decision 303)', () => {
  let testDb: TestDb;
  const queries = createQueryCounter();
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  /** Two API processes on one database: each its own counter, with its own leases. */
  let first: ReturnType<typeof createPgCounter>;
  let second: ReturnType<typeof createPgCounter>;
  beforeAll(async () => {
    testDb = await createTestDb({ logger: queries.logger });
    first = createPgCounter({ db: testDb.db, clock, pepper: 'pepper' });
    second = createPgCounter({ db: testDb.db, clock, pepper: 'pepper' });
    // The first call of each prunes; later ones within a minute do not.
    await first.increment('warm-up', WINDOW_MS, 1);
    await second.increment('warm-up', WINDOW_MS, 1);
  });
  afterAll(() => testDb.cleanup());

  let nextKey = 1;
  const newKey = () => `key-${nextKey++}`;
  const sharedCount = async (key: string) => {
    const [row] = await testDb.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, key));
    return row?.count ?? 0;
  };

  it('takes a twentieth of the limit at a time, at least 1', () => {
    expect(leaseBlockOf(300)).toBe(15);
    expect(leaseBlockOf(20)).toBe(1);
    expect(leaseBlockOf(5)).toBe(1);
  });

  it('writes to the shared count once a block: 15 requests of a 300 limit send one statement', async () => {
    const key = newKey();
    const statements = await queries.during(async () => {
      for (let i = 1; i <= 15; i += 1) {
        expect(await first.increment(key, WINDOW_MS, 300)).toEqual({ current: i, ttl: WINDOW_MS });
      }
    });
    expect(statements).toHaveLength(1);
    expect(await sharedCount(key)).toBe(15);
    await first.increment(key, WINDOW_MS, 300);
    expect(await sharedCount(key)).toBe(30);
  });

  it('lets exactly the limit through in one process, and refuses the next', async () => {
    const key = newKey();
    for (let i = 1; i <= 300; i += 1) {
      expect((await first.increment(key, WINDOW_MS, 300)).current).toBe(i);
    }
    const refused = await first.increment(key, WINDOW_MS, 300);
    expect(refused.current).toBeGreaterThan(300);
    expect(refused.ttl).toBe(WINDOW_MS);
  });

  it('never passes the limit over two processes, refusing at most one block early', async () => {
    const key = newKey();
    let allowed = 0;
    for (let i = 0; i < 120; i += 1) {
      const counter = i % 3 === 0 ? second : first;
      if ((await counter.increment(key, WINDOW_MS, 100)).current <= 100) allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(100);
    expect(allowed).toBeGreaterThanOrEqual(100 - leaseBlockOf(100));
  });

  it('gives the requests of one key that arrive together one block, not one each', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => first.increment(key, WINDOW_MS, 300)));
    expect(answers.map((answer) => answer.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await sharedCount(key)).toBe(15);
  });

  it('starts a new block, and a new window, once the window has passed', async () => {
    const key = newKey();
    for (let i = 0; i < 301; i += 1) await first.increment(key, WINDOW_MS, 300);
    expect((await first.increment(key, WINDOW_MS, 300)).current).toBeGreaterThan(300);
    now = new Date(now.getTime() + WINDOW_MS);
    expect(await first.increment(key, WINDOW_MS, 300)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await sharedCount(key)).toBe(15);
  });

  it('counts a new key one request at a time once the leases kept are at their most', async () => {
    const full = createPgCounter({ db: testDb.db, clock, pepper: 'pepper', maxLeases: 1 });
    const [leased, unleased] = [newKey(), newKey()];
    await full.increment(leased, WINDOW_MS, 300);
    for (let i = 1; i <= 3; i += 1) {
      expect((await full.increment(unleased, WINDOW_MS, 300)).current).toBe(i);
    }
    expect(await sharedCount(leased)).toBe(15);
    // No block taken and then dropped: the shared count is the requests', so the limit stays 300.
    expect(await sharedCount(unleased)).toBe(3);
  });

  it('keeps a limit under twenty exact: each request counts in the shared row', async () => {
    const key = newKey();
    for (let i = 1; i <= 6; i += 1) {
      const counter = i % 2 === 0 ? second : first;
      expect((await counter.increment(key, WINDOW_MS, 5)).current).toBe(i);
    }
    expect(await sharedCount(key)).toBe(6);
  });
});
