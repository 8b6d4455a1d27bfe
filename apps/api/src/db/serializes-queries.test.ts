import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { serializesQueries } from './serializes-queries.ts';

describe('serializesQueries (decision 251)', () => {
  it('is true of PGlite, one query at a time in the process', async () => {
    const handle = await openDatabase({ pgliteDir: undefined });
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
