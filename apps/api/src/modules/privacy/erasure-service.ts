import { and, eq } from 'drizzle-orm';
import type { TErasureReport } from '@hospedar/contracts/privacy/guest-rights';
import type { PaymentProcessors } from '../../adapters/payment/payment-processor.ts';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { companies, guests, privacyAuditLog } from '../../db/schema/index.ts';
import { eraseOutsideDatabase } from './after-commit.ts';
import { writePrivacyAudit, type PrivacyActor } from './audit.ts';
import { eraseGuestRows } from './erase-rows.ts';
import { keptAfterErasure } from './kept-items.ts';
import { findPrivacySubject, guestNotFound } from './person.ts';

export type PrivacyServiceDeps = {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  /** The hotels' payment processors, to delete saved cards there; without them the cards are reported left. */
  processors?: PaymentProcessors;
};

/**
 * Erases a guest at the hotel's request (LGPD art. 18 VI; decisions 200 to 202): the person the guest is
 * (every stay of theirs at the hotel), in one transaction with its audit entry, then their files and saved
 * cards. Answers what was erased, what was kept and why, and who else holds a copy.
 */
export function createGuestErasureService({ db, clock, storage, processors }: PrivacyServiceDeps) {
  return {
    async eraseGuest(companyId: string, guestId: string, actor: PrivacyActor): Promise<TErasureReport> {
      const subject = await findPrivacySubject(db, companyId, guestId);
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw guestNotFound();
      const erasedAt = clock();
      const { report, erased } = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(guests)
          .where(and(eq(guests.companyId, companyId), eq(guests.personId, subject.personId)))
          .for('update');
        if (rows.length === 0) throw guestNotFound();
        const reservationIds = [...new Set(rows.map((row) => row.reservationId))];
        const erased = await eraseGuestRows(tx, { companyId, rows });
        const { kept, heldElsewhere } = await keptAfterErasure(tx, { reservationIds, erased });
        const details = {
          companyId,
          personId: subject.personId,
          guestIds: rows.map((row) => row.id),
          reservationIds,
          erasedAt: erasedAt.toISOString(),
          rows: erased.rows,
          files: 0,
          processorCards: 0,
          kept,
          heldElsewhere,
        };
        const auditId = await writePrivacyAudit(tx, {
          companyId,
          action: 'erase',
          actor,
          personId: subject.personId,
          guestIds: details.guestIds,
          details,
          at: erasedAt,
        });
        const { reservationIds: _reservationIds, ...answer } = details;
        return { report: { ...answer, auditId } satisfies TErasureReport, erased };
      });
      const outside = await eraseOutsideDatabase(erased, { storage, processors, company });
      const final: TErasureReport = {
        ...report,
        files: outside.files,
        processorCards: outside.processorCards,
      };
      const { auditId, ...details } = final;
      await db.update(privacyAuditLog).set({ details }).where(eq(privacyAuditLog.id, auditId));
      return final;
    },
  };
}
export type GuestErasureService = ReturnType<typeof createGuestErasureService>;
