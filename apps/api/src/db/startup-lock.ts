import type { DatabaseHandle } from './client.ts';

/** The advisory lock key API processes take while they migrate and prepare the database ('hospedar'). */
export const STARTUP_LOCK_KEY = 0x686f7370;

/** PGlite is one process's own database: its startup work takes turns within the process. */
let pgliteTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so API processes starting together
 * migrate and seed one after the other instead of racing (two creating the same table, two seeding an
 * empty database).
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') {
    const turn = pgliteTurn.then(work);
    pgliteTurn = turn.catch(() => undefined);
    return turn;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
