import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle, DbSchema } from './client.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The handle's kind says which driver made `db`; the migrators are typed per driver.
  if (handle.kind === 'pglite') await migratePglite(handle.db as PgliteDatabase<DbSchema>, config);
  else await migratePg(handle.db as NodePgDatabase<DbSchema>, config);
}
