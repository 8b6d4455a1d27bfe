import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import { createQueryCounter } from '../test/query-counter.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { createPgCounter, leaseBlockOf } from './pg-rate-limit-store.ts';
import { createBlockBatch } from './rate-limit-block-batch.ts';

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

  describe('blocks asked for in one turn, added in one statement (decision 306)', () => {
    const newKeys = (count: number) => Array.from({ length: count }, () => newKey());
    const sharedCounts = async (keys: string[]) => {
      const rows = await testDb.db
        .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(inArray(rateLimitCounters.key, keys));
      return new Map(rows.map((row) => [row.key, row.count]));
    };

    it('sends one statement for the new keys of requests that arrive together', async () => {
      const keys = newKeys(30);
      const statements = await queries.during(async () => {
        const answers = await Promise.all(keys.map((key) => first.increment(key, WINDOW_MS, 300)));
        expect(answers).toEqual(keys.map(() => ({ current: 1, ttl: WINDOW_MS })));
      });
      expect(statements).toHaveLength(1);
      const counts = await sharedCounts(keys);
      expect(keys.map((key) => counts.get(key))).toEqual(keys.map(() => 15));
    });

    it('gives each key of a batch its own window: a route of 10 s and one of a minute', async () => {
      const [short, long] = newKeys(2) as [string, string];
      const [shortAnswer, longAnswer] = await Promise.all([
        first.increment(short, 10_000, 20),
        first.increment(long, WINDOW_MS, 20),
      ]);
      expect(shortAnswer).toEqual({ current: 1, ttl: 10_000 });
      expect(longAnswer).toEqual({ current: 1, ttl: WINDOW_MS });
    });

    it('two processes adding the same keys in opposite orders at once: no deadlock, never past the limit', async () => {
      const keys = newKeys(40);
      const reversed = [...keys].reverse();
      const allowed = new Map(keys.map((key) => [key, 0]));
      const count = async (counter: typeof first, key: string) => {
        if ((await counter.increment(key, WINDOW_MS, 40)).current <= 40)
          allowed.set(key, (allowed.get(key) ?? 0) + 1);
      };
      for (let round = 0; round < 25; round += 1) {
        await Promise.all([
          ...keys.map((key) => count(first, key)),
          ...reversed.map((key) => count(second, key)),
        ]);
      }
      for (const key of keys) {
        // 50 requests a key for a limit of 40, in blocks of 2 across two processes.
        expect(allowed.get(key)).toBeLessThanOrEqual(40);
        expect(allowed.get(key)).toBeGreaterThanOrEqual(38);
      }
    });

    it('sends a key asked for twice in one turn in the next statement, and counts both', async () => {
      const batch = createBlockBatch(testDb.db, clock);
      const [key] = newKeys(1) as [string];
      const statements = await queries.during(async () => {
        const added = await Promise.all([
          batch.add({ storedKey: key, size: 3, windowMs: WINDOW_MS }),
          batch.add({ storedKey: key, size: 3, windowMs: WINDOW_MS }),
        ]);
        expect(added.map((block) => block.count)).toEqual([3, 6]);
      });
      expect(statements).toHaveLength(2);
    });
  });
});
