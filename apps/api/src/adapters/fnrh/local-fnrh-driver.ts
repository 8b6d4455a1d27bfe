import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { hotelExports } from '../../db/schema/index.ts';
import type { FnrhDriver } from './fnrh-driver.ts';

/**
 * Keeps each export in the hotel_exports table ("what the hotel received"), once per export id, so a
 * delivery retried after a crash is not kept twice. For development and for hotels without an integration.
 */
export function createLocalFnrhDriver({ db, clock }: { db: Database; clock: Clock }): FnrhDriver {
  return {
    name: 'local',
    async send({ exportId, companyId, reservationId, guestId, kind, record }) {
      await db
        .insert(hotelExports)
        .values({
          id: exportId,
          companyId,
          reservationId,
          guestId,
          kind,
          payload: record,
          createdAt: clock(),
        })
        .onConflictDoNothing({ target: hotelExports.id });
    },
  };
}
