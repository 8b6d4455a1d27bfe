import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type DatabaseExtras, type DatabaseHandle } from '../db/client.ts';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate.ts';

/**
 * A fresh in-memory PGlite, already migrated. Starting PGlite runs initdb (about 3 s); loading
 * a snapshot of a migrated database takes about 0.5 s, so the first test file writes one to the
 * temp dir (named by a hash of the migrations) and the others load it.
 */
export async function openMigratedPglite(extras: DatabaseExtras = {}): Promise<DatabaseHandle> {
  const snapshotFile = path.join(tmpdir(), `hospedar-pglite-${migrationsHash()}.tar`);
  if (existsSync(snapshotFile)) {
    return wrapPglite(new PGlite({ loadDataDir: new Blob([readFileSync(snapshotFile)]) }), extras);
  }
  const handle = await wrapPglite(new PGlite(), extras);
  await runMigrations(handle);
  if (handle.kind === 'pglite') {
    const snapshot = await handle.client.dumpDataDir('none');
    const partial = `${snapshotFile}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, snapshotFile); // atomic: parallel test files never read half a file
  }
  return handle;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  // A new PGlite version may not read an older snapshot, so its version is part of the name.
  hash.update(readFileSync(pglitePackageJson()));
  for (const file of listFiles(MIGRATIONS_DIR)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .sort();
}

function pglitePackageJson(): string {
  const entry = new URL(import.meta.resolve('@electric-sql/pglite')).pathname;
  return path.join(path.dirname(entry), '..', 'package.json');
}
