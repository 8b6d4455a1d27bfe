import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { StorageDriver, StoredObjectEntry } from '../../adapters/storage/storage-driver.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { deleteFacesPastRetention } from '../../db/face-retention.ts';
import { faceTemplates, guestDocuments, guests } from '../../db/schema/index.ts';

/** An upload younger than this is never swept: a guest may still be filling the form it belongs to. */
export const STORAGE_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each API process sweeps (a sweep of another process at the same time is harmless). */
export const STORAGE_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const BATCH_SIZE = 200;

export type SweepResult = { checked: number; deleted: number; facesPastRetention: number };

type SweepDeps = {
  db: Database;
  storage: StorageDriver;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  graceMs?: number;
  intervalMs?: number;
};

/** The keys of `keys` that a guest's photo, signature, document or registered face still points at. */
async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const [photos, signatures, fronts, backs, faces] = await Promise.all([
    db.select({ key: guests.photoKey }).from(guests).where(inArray(guests.photoKey, keys)),
    db.select({ key: guests.signatureKey }).from(guests).where(inArray(guests.signatureKey, keys)),
    db
      .select({ key: guestDocuments.frontImageKey })
      .from(guestDocuments)
      .where(inArray(guestDocuments.frontImageKey, keys)),
    db
      .select({ key: guestDocuments.backImageKey })
      .from(guestDocuments)
      .where(inArray(guestDocuments.backImageKey, keys)),
    db
      .select({ key: faceTemplates.imageKey })
      .from(faceTemplates)
      .where(inArray(faceTemplates.imageKey, keys)),
  ]);
  return new Set(
    [...photos, ...signatures, ...fronts, ...backs, ...faces].flatMap((row) => (row.key ? [row.key] : [])),
  );
}

/**
 * The storage sweep (decision 69): removes uploaded files that nothing refers to any more (a replaced or
 * erased photo, an upload whose form was never saved), once they are older than the grace period. A
 * file a guest's photo, signature or document names is never touched.
 */
export function createStorageSweeper(deps: SweepDeps) {
  const { db, storage, clock, logger } = deps;
  const graceMs = deps.graceMs ?? STORAGE_SWEEP_GRACE_MS;
  const intervalMs = deps.intervalMs ?? STORAGE_SWEEP_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;
  let inFlight: Promise<unknown> | undefined;

  async function sweepBatch(batch: StoredObjectEntry[]): Promise<number> {
    const kept = await referencedKeys(
      db,
      batch.map((entry) => entry.key),
    );
    const gone = batch.filter((entry) => !kept.has(entry.key));
    for (const entry of gone) await storage.delete(entry.key);
    return gone.length;
  }

  async function sweepOnce(): Promise<SweepResult> {
    // Faces kept past their retention go first, so their images are unreferenced below (decision 122).
    const expiredFaces = await deleteFacesPastRetention(db, clock());
    for (const key of expiredFaces) await storage.delete(key);
    const cutoff = clock().getTime() - graceMs;
    const result: SweepResult = { checked: 0, deleted: 0, facesPastRetention: expiredFaces.length };
    let batch: StoredObjectEntry[] = [];
    for await (const entry of storage.list()) {
      if (entry.lastModified.getTime() > cutoff) continue;
      result.checked += 1;
      batch.push(entry);
      if (batch.length >= BATCH_SIZE) {
        result.deleted += await sweepBatch(batch);
        batch = [];
      }
    }
    if (batch.length > 0) result.deleted += await sweepBatch(batch);
    return result;
  }

  async function tick(): Promise<void> {
    if (!isRunning) return;
    try {
      inFlight = sweepOnce();
      const result = (await inFlight) as SweepResult;
      if (result.deleted > 0 || result.facesPastRetention > 0)
        logger.info(result, 'storage sweep removed unreferenced files');
    } catch (error) {
      logger.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'storage sweep failed',
      );
    } finally {
      inFlight = undefined;
    }
    if (isRunning) timer = setTimeout(() => void tick(), intervalMs).unref();
  }

  return {
    sweepOnce,
    /** The first sweep a minute after start (not in the way of startup), then every interval. */
    start() {
      if (isRunning) return;
      isRunning = true;
      timer = setTimeout(() => void tick(), 60_000);
      timer.unref();
    },
    async stop() {
      isRunning = false;
      clearTimeout(timer);
      await inFlight?.catch(() => undefined);
    },
  };
}
export type StorageSweeper = ReturnType<typeof createStorageSweeper>;
