import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseExtras, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { openMigratedPglite } from './pglite-template.ts';

export type TestDb = { db: Database; handle: DatabaseHandle; cleanup: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when DATABASE_URL is
 * set, a brand-new PostgreSQL database created through that URL and dropped in cleanup().
 */
export async function createTestDb(extras: DatabaseExtras = {}): Promise<TestDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openMigratedPglite(extras);
    return { db: handle.db, handle, cleanup: () => handle.close() };
  }

  const name = `hospedar_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() }, extras);
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return {
    db: handle.db,
    handle,
    cleanup: async () => {
      await handle.close();
      await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
