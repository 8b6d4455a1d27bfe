import { and, asc, eq } from 'drizzle-orm';
import type { TErasurePreview } from '@hospedar/contracts/console/privacy';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { Database } from '../../db/client.ts';
import { guests, reservations } from '../../db/schema/index.ts';
import { eraseGuestRows, type ErasedRows } from './erase-rows.ts';
import { describeStays } from './guest-search.ts';
import { keptAfterErasure } from './kept-items.ts';
import { findPrivacySubject } from './person.ts';

/** Thrown inside the preview's transaction so that nothing it did is committed. */
class PreviewRollback extends Error {
  constructor(
    readonly preview: Omit<TErasurePreview, 'stays' | 'files'>,
    readonly erased: ErasedRows,
  ) {
    super('erasure preview: rolled back');
  }
}

/**
 * What erasing the guest's person would do (decision 242), told by the erasure itself: `eraseGuestRows`
 * and `keptAfterErasure` run in a transaction that is then rolled back, so the console's confirmation
 * lists exactly the rows, files, kept items and other holders the erasure would report. Storage is only
 * read. Another hotel's id, or an unknown one, is 404 GUEST_NOT_FOUND.
 */
export async function previewErasure(
  { db, storage }: { db: Database; storage: StorageDriver },
  companyId: string,
  guestId: string,
): Promise<TErasurePreview> {
  const subject = await findPrivacySubject(db, companyId, guestId);
  let rolledBack: PreviewRollback | null = null;
  try {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.personId, subject.personId)))
        .for('update');
      const reservationIds = [...new Set(rows.map((row) => row.reservationId))];
      const erased = await eraseGuestRows(tx, { companyId, rows });
      const { kept, heldElsewhere } = await keptAfterErasure(tx, { reservationIds, erased });
      throw new PreviewRollback({ rows: erased.rows, kept, heldElsewhere }, erased);
    });
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
    rolledBack = error;
  }
  if (!rolledBack) throw new Error('the erasure preview did not roll back');
  const keys = new Set(rolledBack.erased.storageKeys);
  for (const prefix of rolledBack.erased.storagePrefixes) {
    for await (const entry of storage.list(prefix)) keys.add(entry.key);
  }
  let files = 0;
  for (const key of keys) if (await storage.head(key)) files += 1;
  const stays = await db
    .select({ guest: guests, reservation: reservations })
    .from(guests)
    .innerJoin(reservations, eq(reservations.id, guests.reservationId))
    .where(and(eq(guests.companyId, companyId), eq(guests.personId, subject.personId)))
    .orderBy(asc(reservations.checkinDate));
  return { ...rolledBack.preview, files, stays: await describeStays(db, companyId, stays) };
}
