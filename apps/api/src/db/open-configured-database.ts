import path from 'node:path';
import type { TServerConfig } from '../config.ts';
import { openDatabase, type DatabaseExtras, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

/** The database the environment names (PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR), migrated. */
export async function openConfiguredDatabase(
  config: Pick<TServerConfig, 'DATABASE_URL' | 'DATA_DIR'> &
    Partial<Pick<TServerConfig, 'DATABASE_POOL_SIZE'>>,
  extras: DatabaseExtras = {},
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }, extras)
    : await openDatabase({ pgliteDir: path.join(config.DATA_DIR, 'pglite') }, extras);
  try {
    // Processes starting together migrate one at a time (the others then find nothing to do).
    await withStartupLock(handle, () => runMigrations(handle));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Connections of the background work's own pool (outbox lanes, storage sweeper, retention). */
export const BACKGROUND_POOL_SIZE = 3;

/**
 * The database the background work uses: on PostgreSQL a small pool of its own, so that a PIN e-mail's
 * delivery never queues behind the requests for a connection under load (decision 267); on PGlite,
 * which is one connection in the process, the same handle (closing it is left to its owner).
 */
export async function openBackgroundDatabase(
  requests: DatabaseHandle,
  config: Pick<TServerConfig, 'DATABASE_URL'>,
  extras: DatabaseExtras = {},
): Promise<DatabaseHandle> {
  if (requests.kind === 'pglite' || !config.DATABASE_URL) return { ...requests, close: async () => {} };
  return openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: BACKGROUND_POOL_SIZE }, extras);
}
