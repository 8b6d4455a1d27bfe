import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createStatementNamer, nameStatementsOf } from './named-statements.ts';
import * as schema from './schema/index.ts';

export type DbSchema = typeof schema;
/** A database or a transaction: both PGlite and node-postgres drivers fit, and so does `tx`. */
export type Database = PgDatabase<PgQueryResultHKT, DbSchema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

export type OpenDatabaseOptions =
  /** poolSize: the connections the pool may open (default 10). */
  | { databaseUrl: string; poolSize?: number }
  /** dataDir undefined opens an in-memory PGlite (tests). */
  | { pgliteDir: string | undefined };

/** What else a handle may be opened with: a logger of every statement (the tests' query counts). */
export type DatabaseExtras = {
  logger?: Logger;
  /** Told when the server drops a connection of the pool, idle or checked out (PostgreSQL only). */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(
  options: OpenDatabaseOptions,
  extras: DatabaseExtras = {},
): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A connection the server drops (a restart, a failover) emits 'error': on the pool when it is idle,
    // on its client when it is checked out between two queries (a transaction). Unheard, either would end
    // the process. The query in flight fails (the request answers 503); the pool opens a new connection.
    pool.on('error', (error) => extras.onConnectionError?.(error));
    const namer = createStatementNamer();
    pool.on('connect', (client) => {
      client.on('error', (error) => extras.onConnectionError?.(error));
      nameStatementsOf(client, namer);
    });
    const db = drizzlePg({ client: pool, schema, logger: extras.logger });
    return { kind: 'postgres', db, pool, close: () => endPool(pool) };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  return wrapPglite(client, extras);
}

/**
 * Ends the pool and waits until every connection is closed: pool.end() resolves as soon as it asked
 * them to close, so dropping the database right after (tests) would kill them mid-goodbye.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/** A handle around a PGlite the caller made (tests load one from a migrated snapshot). */
export async function wrapPglite(client: PGlite, extras: DatabaseExtras = {}): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger: extras.logger });
  return { kind: 'pglite', db, client, close: () => client.close() };
}
