import type { ModuleDeps } from '../module.ts';
import { listPrivacyAudit, type PrivacyActor } from './audit.ts';
import { createGuestErasureService } from './erasure-service.ts';
import { previewErasure } from './erasure-preview.ts';
import { createGuestExportService } from './export-service.ts';
import { searchPrivacyGuests } from './guest-search.ts';
import { retentionOf, setRetention } from './retention.ts';

/**
 * The LGPD services as the staff console calls them (decisions 200 to 205, 240 to 243), from a module's shared
 * dependencies: the hotel's processors included, so saved cards are deleted at the processor too.
 * Every call takes the staff session's hotel as `companyId` and the staff account as the actor.
 */
export function createPrivacyServices(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'storage' | 'payments' | 'portalFilesDir'>,
) {
  const { db, clock, storage, payments, portalFilesDir } = deps;
  const exporter = createGuestExportService({ db, clock, storage, portalFilesDir });
  const erasure = createGuestErasureService({ db, clock, storage, processors: payments });
  return {
    exportGuestData: exporter.exportGuestData,
    eraseGuest: erasure.eraseGuest,
    retentionOf: (companyId: string) => retentionOf(db, companyId),
    setRetention: (companyId: string, input: unknown, actor: PrivacyActor) =>
      setRetention(db, companyId, input, { actor, clock }),
    searchGuests: (companyId: string, query: string) => searchPrivacyGuests(db, companyId, query),
    previewErasure: (companyId: string, guestId: string) =>
      previewErasure({ db, storage }, companyId, guestId),
    listAudit: (companyId: string, options: { personId?: string; limit?: number } = {}) =>
      listPrivacyAudit(db, companyId, options),
  };
}
export type PrivacyServices = ReturnType<typeof createPrivacyServices>;
