import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.ts';

/**
 * Whether the database runs one query at a time (PGlite, one connection in the process) rather than a
 * pool of connections (PostgreSQL): work that only protects the others' queries from a long one needs
 * doing in turn on the first only (decision 251).
 */
export function serializesQueries(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}
