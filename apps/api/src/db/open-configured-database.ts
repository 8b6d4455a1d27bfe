import path from 'node:path';
import type { TServerConfig } from '../config.ts';
import { openDatabase, type DatabaseExtras, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

/** The database the environment names (PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR), migrated. */
export async function openConfiguredDatabase(
  config: Pick<TServerConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  extras: DatabaseExtras = {},
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL }, extras)
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
