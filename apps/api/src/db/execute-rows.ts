import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows of a raw statement on either driver (node-postgres and PGlite both answer `{ rows }`; the
 * shared Database type cannot say so). `Row` is the caller's word for the statement's columns.
 */
export async function executeRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
