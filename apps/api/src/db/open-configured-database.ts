import path from 'node:path';
import type { TServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/** The database the environment names (PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR), migrated. */
export async function openConfiguredDatabase(
  config: Pick<TServerConfig, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL })
    : await openDatabase({ pgliteDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
