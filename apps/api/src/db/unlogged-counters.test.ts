import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db.ts';

describe('the per-request counters are unlogged tables (decision 250)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.cleanup());

  it('keeps rate limits, search attempts and used bot-check solutions out of the write-ahead log, and nothing else', async () => {
    const result = await testDb.db.execute(
      sql`SELECT relname FROM pg_class WHERE relkind = 'r' AND relpersistence = 'u' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
    );
    // node-postgres and PGlite both answer { rows }.
    const rows = (result as unknown as { rows: { relname: string }[] }).rows;
    expect(rows.map((row) => row.relname)).toEqual([
      'bot_check_solutions',
      'rate_limit_counters',
      'search_attempts',
    ]);
  });
});
