import { and, eq } from 'drizzle-orm';
import type { TFnrhDigitalGuestCheck } from '@hospedar/contracts/fnrh-digital/guest-check';
import { fnrhDigitalRefusals } from '../../adapters/fnrh/fnrh-digital/build-registration.ts';
import type { Database } from '../../db/client.ts';
import { guestDocuments } from '../../db/schema/index.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { reservationGuardian } from './guardian.ts';
import { createFnrhDigitalRepository } from './repository.ts';

/**
 * What FNRH Digital would refuse in a guest's saved form (decision 185), for the portal to tell the guest
 * before finishing: the same `fnrhDigitalRefusals` the driver applies when the form is sent (decision
 * 152), with the same guardian (the reservation's main guest) for a companion. A hotel without FNRH
 * Digital enabled answers `isEnabled: false` and no refusals, after one read of its settings.
 */
export function createFnrhDigitalGuestCheck({ db }: { db: Database }) {
  const settings = createFnrhDigitalRepository(db);
  return {
    async check({
      guest,
      reservation,
    }: Pick<GuestAccess, 'guest' | 'reservation'>): Promise<TFnrhDigitalGuestCheck> {
      const row = await settings.settingsOf(guest.companyId);
      if (!row?.isEnabled) return { isEnabled: false, refusals: [] };
      const [documents, guardian] = await Promise.all([
        db
          .select({
            documentTypeId: guestDocuments.documentTypeId,
            documentNumber: guestDocuments.documentNumber,
          })
          .from(guestDocuments)
          .where(and(eq(guestDocuments.companyId, guest.companyId), eq(guestDocuments.guestId, guest.id))),
        guest.masterGuest
          ? null
          : reservationGuardian(db, { companyId: guest.companyId, reservationId: guest.reservationId }),
      ]);
      const refusals = fnrhDigitalRefusals({
        guest: {
          name: guest.name,
          lastName: guest.lastName,
          isChild: guest.isChild,
          birthdate: guest.birthdate,
          nationality: { id: guest.nationalityId, name: guest.nationalityName },
          country: { id: guest.countryId, name: guest.countryName },
          city: { id: guest.cityId, name: guest.cityName },
          documents,
        },
        checkinDate: reservation.checkinDate,
        guardian,
      });
      return { isEnabled: true, refusals };
    },
  };
}
export type FnrhDigitalGuestCheck = ReturnType<typeof createFnrhDigitalGuestCheck>;
