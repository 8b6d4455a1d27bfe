import type { TNotifyRequest, TNotifyResponse } from '@hospedar/contracts/notify/notify-companions';
import type { GuestClaims } from '../../auth/guest-token.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { guestNotFound } from '../../plugins/guest-access.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { createReservationRepository } from '../reservations/repository.ts';
import { guestContacts, type GuestContact } from '../guests/guest-contacts.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { enqueueGuestLink } from './guest-link.ts';

const reservationNotFound = () => new HttpError(404, 'RESERVATION_NOT_FOUND', 'Reservation not found.');

const channelUnavailable = (index: number) =>
  new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
    fields: [
      { field: `body.clients.${index}.channel`, message: 'The guest has no contact saved for this channel' },
    ],
  });

const notificationsOff = () =>
  new HttpError(404, 'NOT_FOUND', 'This hotel does not let the main guest notify companions.');

const isCompleted = (guest: GuestRow) => guest.fnrhId !== null && guest.fnrhId !== '';

export type NotifyInput = {
  session: GuestClaims;
  tenant: CompanyRow;
  reservationId: string;
  body: TNotifyRequest;
  /** The portal's origin, for the link and the logo (portal-origin.ts). */
  origin: string;
};

type Planned = { guest: GuestRow; contact: GuestContact };

/**
 * POST /api/notify/{reservationId}: the main guest asks companions to fill their own forms. Only the
 * reservation's main guest (as the database has it) may call; every listed guest must be a guest of that
 * reservation, not the main guest and not completed, else 404. Each message goes to the contact saved on
 * the chosen channel, in the companion's language, with their direct-entry link; notified_at and
 * notified_channel are set in the same transaction as the outbox rows.
 */
export function createNotifyService({ db, clock }: { db: Database; clock: Clock }) {
  const guests = createGuestRepository(db);
  const reservations = createReservationRepository(db);

  return {
    async notify({ session, tenant, reservationId, body, origin }: NotifyInput): Promise<TNotifyResponse> {
      if (reservationId !== session.reservationId || session.companyId !== tenant.id) {
        throw reservationNotFound();
      }
      const company = toCompanyConfig(tenant);
      if (!company.rules.notifyCompanionsEnabled) throw notificationsOff();
      const reservation = await reservations.findReservation(tenant.id, reservationId);
      if (!reservation) throw reservationNotFound();
      const all = await guests.listGuests(tenant.id, reservationId);
      const mainGuest = all.find((row) => row.id === session.guestId);
      if (!mainGuest?.masterGuest) throw reservationNotFound();

      const planned: Planned[] = body.clients.map((client, index) => {
        const guest = all.find((row) => row.id === client.id);
        if (!guest || guest.masterGuest || isCompleted(guest)) throw guestNotFound();
        const contact = guestContacts(guest).find((candidate) => candidate.channel === client.channel);
        if (!contact) throw channelUnavailable(index);
        return { guest, contact };
      });

      const mainGuestName = `${mainGuest.name} ${mainGuest.lastName}`.trim();
      const now = clock();
      await db.transaction(async (tx) => {
        for (const { guest, contact } of planned) {
          await enqueueGuestLink(
            tx,
            { tenant, reservation, guest, contact, origin, mainGuest: mainGuestName },
            { clock: () => now },
          );
        }
      });
      return {
        notified: planned.map(({ guest, contact }) => ({
          id: guest.id,
          channel: contact.channel,
          notifiedAt: now.toISOString(),
        })),
      };
    },
  };
}
export type NotifyService = ReturnType<typeof createNotifyService>;
