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

  it('gives them no foreign key: its check would lock a logged row, and every commit would wait for a flush (decision 307)', async () => {
    // A foreign key's check takes FOR KEY SHARE on the row it references; locking a row of a logged
    // table writes WAL, so the commit of an insert into an unlogged table would wait for a flush again.
    const result = await testDb.db.execute(
      sql`SELECT conname FROM pg_constraint JOIN pg_class ON pg_class.oid = pg_constraint.conrelid
          WHERE pg_constraint.contype = 'f' AND pg_class.relpersistence = 'u' ORDER BY conname`,
    );
    const rows = (result as unknown as { rows: { conname: string }[] }).rows;
    expect(rows).toEqual([]);
  });
});
