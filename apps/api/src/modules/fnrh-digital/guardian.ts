import { and, eq } from 'drizzle-orm';
import type { FnrhDigitalGuardian } from '../../adapters/fnrh/fnrh-digital/build-registration.ts';
import type { Database } from '../../db/client.ts';
import { guestDocuments, guests } from '../../db/schema/index.ts';

/** A minor's guardian for FNRH Digital: the documents of the reservation's main guest, or null. */
export async function reservationGuardian(
  db: Database,
  { companyId, reservationId }: { companyId: string; reservationId: string },
): Promise<FnrhDigitalGuardian> {
  const rows = await db
    .select({ documentTypeId: guestDocuments.documentTypeId, documentNumber: guestDocuments.documentNumber })
    .from(guests)
    .innerJoin(guestDocuments, eq(guestDocuments.guestId, guests.id))
    .where(
      and(
        eq(guests.companyId, companyId),
        eq(guests.reservationId, reservationId),
        eq(guests.masterGuest, true),
      ),
    );
  return rows.length > 0 ? { documents: rows } : null;
}
