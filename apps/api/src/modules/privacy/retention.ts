import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  FNRH_PROOF_RETENTION_YEARS,
  ZRetentionSetting,
  type TRetentionSetting,
} from '@hospedar/contracts/privacy/guest-rights';
import type { PaymentProcessors } from '../../adapters/payment/payment-processor.ts';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  companies,
  fnrhDigitalAttempts,
  guests,
  privacySettings,
  reservations,
  type CompanyRow,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { eraseOutsideDatabase } from './after-commit.ts';
import { RETENTION_ACTOR, writePrivacyAudit, type PrivacyActor } from './audit.ts';
import { eraseGuestRows, type ErasedRows } from './erase-rows.ts';
import { keptAfterErasure } from './kept-items.ts';

/** How often each API process looks for guests past their hotel's retention. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Guest rows erased in one transaction. */
export const RETENTION_BATCH_SIZE = 20;

/** The hotel's retention setting (decision 203): days after check-out, or null (off, the default). */
export async function retentionOf(db: Database, companyId: string): Promise<TRetentionSetting> {
  const [row] = await db
    .select({ retentionDays: privacySettings.retentionDays })
    .from(privacySettings)
    .where(eq(privacySettings.companyId, companyId));
  return { retentionDays: row?.retentionDays ?? null };
}

/** Sets the hotel's retention (checked by the contract's schema), audited. */
export async function setRetention(
  db: Database,
  companyId: string,
  input: unknown,
  { actor, clock }: { actor: PrivacyActor; clock: Clock },
): Promise<TRetentionSetting> {
  const parsed = ZRetentionSetting.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      'retentionDays must be a whole number of days from 1 to 3650, or null.',
      {
        fields: [{ field: 'body.retentionDays', message: 'RETENTION_DAYS_INVALID' }],
      },
    );
  }
  const now = clock();
  await db.transaction(async (tx) => {
    const before = await retentionOf(tx, companyId);
    await tx
      .insert(privacySettings)
      .values({ companyId, retentionDays: parsed.data.retentionDays, updatedAt: now })
      .onConflictDoUpdate({
        target: privacySettings.companyId,
        set: { retentionDays: parsed.data.retentionDays, updatedAt: now },
      });
    await writePrivacyAudit(tx, {
      companyId,
      action: 'retention-setting',
      actor,
      personId: null,
      guestIds: [],
      details: { from: before.retentionDays, to: parsed.data.retentionDays },
      at: now,
    });
  });
  return parsed.data;
}

export type RetentionRunResult = { erasedGuests: number; files: number; proofsDeleted: number };

type RetentionDeps = {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  processors?: PaymentProcessors;
  batchSize?: number;
};

/**
 * One batch of the retention job: takes up to `batchSize` guest rows whose stay checked out more than
 * their hotel's retention days ago (the hotel's own calendar day), locked FOR UPDATE SKIP LOCKED so that
 * several API processes never take the same row, and erases each like a request would (decision 202),
 * each audited as 'retention-erase'. Answers how many it erased.
 */
async function eraseOneBatch(deps: RetentionDeps): Promise<{ erased: number; files: number }> {
  const { db, clock, storage, processors, batchSize = RETENTION_BATCH_SIZE } = deps;
  const now = clock();
  const after: { erased: ErasedRows; company: CompanyRow }[] = [];
  const erasedCount = await db.transaction(async (tx) => {
    const due = await tx
      .select({ guest: guests, company: companies })
      .from(guests)
      .innerJoin(reservations, eq(reservations.id, guests.reservationId))
      .innerJoin(privacySettings, eq(privacySettings.companyId, guests.companyId))
      .innerJoin(companies, eq(companies.id, guests.companyId))
      .where(
        and(
          isNotNull(privacySettings.retentionDays),
          sql`${reservations.checkoutDate} + ${privacySettings.retentionDays} <
            (${now.toISOString()}::timestamptz at time zone ${companies.timeZone})::date`,
        ),
      )
      .orderBy(asc(reservations.checkoutDate), asc(guests.id))
      .limit(batchSize)
      .for('update', { of: guests, skipLocked: true });
    for (const { guest, company } of due) {
      const erased = await eraseGuestRows(tx, { companyId: company.id, rows: [guest] });
      const { kept, heldElsewhere } = await keptAfterErasure(tx, {
        reservationIds: [guest.reservationId],
        erased,
      });
      await writePrivacyAudit(tx, {
        companyId: company.id,
        action: 'retention-erase',
        actor: RETENTION_ACTOR,
        personId: guest.personId,
        guestIds: [guest.id],
        details: {
          companyId: company.id,
          personId: guest.personId,
          guestIds: [guest.id],
          erasedAt: now.toISOString(),
          rows: erased.rows,
          kept,
          heldElsewhere,
        },
        at: now,
      });
      after.push({ erased, company });
    }
    return due.length;
  });
  let files = 0;
  for (const { erased, company } of after) {
    files += (await eraseOutsideDatabase(erased, { storage, processors, company })).files;
  }
  return { erased: erasedCount, files };
}

/**
 * Deletes the proofs of FNRH registration kept after an erasure (decision 201) once
 * FNRH_PROOF_RETENTION_YEARS have passed since the stay's check-out.
 */
async function deleteExpiredProofs(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(fnrhDigitalAttempts)
    .where(
      and(
        sql`not exists (select 1 from guests g where g.id = ${fnrhDigitalAttempts.guestId})`,
        inArray(
          fnrhDigitalAttempts.reservationId,
          db
            .select({ id: reservations.id })
            .from(reservations)
            .where(
              sql`${reservations.checkoutDate} + make_interval(years => ${FNRH_PROOF_RETENTION_YEARS}) <
                ${now.toISOString()}::timestamptz`,
            ),
        ),
      ),
    )
    .returning({ id: fnrhDigitalAttempts.id });
  return rows.length;
}

/** Runs the retention job until nothing is due: every batch, then the expired proofs. */
export async function runRetentionOnce(deps: RetentionDeps): Promise<RetentionRunResult> {
  const result: RetentionRunResult = { erasedGuests: 0, files: 0, proofsDeleted: 0 };
  const batchSize = deps.batchSize ?? RETENTION_BATCH_SIZE;
  for (;;) {
    const batch = await eraseOneBatch(deps);
    result.erasedGuests += batch.erased;
    result.files += batch.files;
    if (batch.erased < batchSize) break;
  }
  result.proofsDeleted = await deleteExpiredProofs(deps.db, deps.clock());
  return result;
}

/**
 * The retention job as the server runs it (decision 203), like the storage sweep: a first run a few
 * minutes after start, then every RETENTION_INTERVAL_MS, in every API process (the row locks keep them
 * apart). Logs counts only.
 */
export function createRetentionWorker(
  deps: RetentionDeps & {
    logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
    intervalMs?: number;
    firstRunMs?: number;
  },
) {
  const { logger, intervalMs = RETENTION_INTERVAL_MS, firstRunMs = 5 * 60_000 } = deps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;
  let inFlight: Promise<unknown> | undefined;

  async function tick(): Promise<void> {
    if (!isRunning) return;
    try {
      inFlight = runRetentionOnce(deps);
      const result = (await inFlight) as RetentionRunResult;
      if (result.erasedGuests > 0 || result.proofsDeleted > 0) logger.info(result, 'retention erased guests');
    } catch (error) {
      logger.error({ reason: error instanceof Error ? error.message : String(error) }, 'retention failed');
    } finally {
      inFlight = undefined;
    }
    if (isRunning) timer = setTimeout(() => void tick(), intervalMs).unref();
  }

  return {
    runOnce: () => runRetentionOnce(deps),
    start() {
      if (isRunning) return;
      isRunning = true;
      timer = setTimeout(() => void tick(), firstRunMs).unref();
    },
    async stop() {
      isRunning = false;
      clearTimeout(timer);
      await inFlight?.catch(() => undefined);
    },
  };
}
export type RetentionWorker = ReturnType<typeof createRetentionWorker>;
