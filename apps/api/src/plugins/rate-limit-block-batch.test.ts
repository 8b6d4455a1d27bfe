import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import { createQueryCounter } from '../test/query-counter.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { createPgCounter } from './pg-rate-limit-store.ts';
import { createBlockBatch } from './rate-limit-block-batch.ts';

const WINDOW_MS = 60_000;

describe('rate-limit blocks of one turn added in one statement (decision 306)', () => {
  let testDb: TestDb;
  const queries = createQueryCounter();
  const now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  /** Two API processes on one database: each its own counter, with its own leases and batches. */
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
  const newKeys = (count: number) => Array.from({ length: count }, () => `batch-key-${nextKey++}`);
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
