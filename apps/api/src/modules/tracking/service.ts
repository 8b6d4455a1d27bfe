import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { createTrackingRepository } from './repository.ts';

export type TrackingEvent = { kind: 'origin'; origin: string } | { kind: 'filling-data'; formOrigin: string };

const subjectNotFound = () => new HttpError(404, 'NOT_FOUND', 'No reservation or guest with this id.');

/** Tracking (POST /api/track/{id}, /filling-data): one row a call, for a reservation or guest of this hotel. */
export function createTrackingService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createTrackingRepository(db);
  return {
    async track(tenant: CompanyRow, subjectId: string, event: TrackingEvent): Promise<void> {
      if (!(await repository.isSubjectOf(tenant.id, subjectId))) throw subjectNotFound();
      await repository.insertEvent({
        companyId: tenant.id,
        subjectId,
        kind: event.kind,
        origin: event.kind === 'origin' ? event.origin : null,
        formOrigin: event.kind === 'filling-data' ? event.formOrigin : null,
        createdAt: clock(),
      });
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
