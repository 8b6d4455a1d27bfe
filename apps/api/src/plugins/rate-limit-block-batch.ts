import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';
import { createTurnBatch } from '../db/turn-batch.ts';

/** One key's block to add to the shared count: `size` counts in a window of `windowMs`. */
export type BlockRequest = { storedKey: string; size: number; windowMs: number };
/** The shared count once the block was added, and when its window ends. */
export type AddedBlock = { count: number; resetAtMs: number };

type Row = { key: string; count: number; resetAtMs: number };

/**
 * Adds the blocks that API requests ask for within one turn of the event loop in one statement
 * (decision 306): under load a turn reads many requests, each from a new address, and each used to
 * send its own upsert. Each row is the atomic upsert of decision 303, so a key's count is exact
 * however the blocks are grouped. The rows are written in the order of their keys, so two processes
 * adding overlapping keys lock them in the same order and never deadlock. A key asked for again before
 * its statement has answered waits for a later one (the store asks once per key at a time: this is a
 * safeguard; db/turn-batch.ts).
 */
export function createBlockBatch(db: Database, clock: Clock) {
  async function send(batch: BlockRequest[]): Promise<(AddedBlock | undefined)[]> {
    const now = clock().getTime();
    const nowIso = new Date(now).toISOString();
    const blocks = batch.map(({ storedKey, size, windowMs }) => ({
      key: storedKey,
      size,
      reset_at: new Date(now + windowMs).toISOString(),
    }));
    // A row whose window has ended starts again at the block, with a new end (decision 303).
    const rows = await executeRows<Row>(
      db,
      sql`
      insert into "rate_limit_counters" (key, count, reset_at)
      select block.key, block.size, block.reset_at
      from jsonb_to_recordset(${JSON.stringify(blocks)}::jsonb) as block(key text, size int, reset_at timestamptz)
      order by block.key -- the order the rows are locked in: the same in every process
      on conflict (key) do update set
        count = case when rate_limit_counters.reset_at <= ${nowIso}::timestamptz
          then excluded.count else rate_limit_counters.count + excluded.count end,
        reset_at = case when rate_limit_counters.reset_at <= ${nowIso}::timestamptz
          then excluded.reset_at else rate_limit_counters.reset_at end
      returning key, count, extract(epoch from reset_at)::float8 * 1000 as "resetAtMs"`,
    );
    const byKey = new Map(rows.map((row) => [row.key, { count: row.count, resetAtMs: row.resetAtMs }]));
    return batch.map((request) => byKey.get(request.storedKey));
  }

  // `add` adds a block to the shared count of `storedKey`, with the other blocks asked for this turn.
  return createTurnBatch<BlockRequest, AddedBlock>({ keyOf: (request) => request.storedKey, send });
}
