import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../test/pglite-template.ts';
import { openDatabase } from './client.ts';
import { serializesQueries } from './serializes-queries.ts';

describe('serializesQueries (decision 251)', () => {
  it('is true of PGlite, one query at a time in the process', async () => {
    // From the tests' migrated snapshot: a PGlite made from nothing runs initdb (4 s alone, over 30 s
    // once beside the other test files and the browser tests).
    const handle = await openMigratedPglite();
    try {
      expect(serializesQueries(handle.db)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('is false of a PostgreSQL pool, whose connections run queries side by side', async () => {
    // No query is sent: the pool connects on its first query only.
    const handle = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      expect(serializesQueries(handle.db)).toBe(false);
      expect(handle.kind === 'postgres' && handle.pool instanceof pg.Pool).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
