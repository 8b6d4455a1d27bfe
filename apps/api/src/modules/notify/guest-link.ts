import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '@hospedar/contracts/constants';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestRow, ReservationRow } from '../../db/schema/index.ts';
import { emailLogoUrl } from '../brand/email-logo.ts';
import type { GuestContact } from '../guests/guest-contacts.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import type { TOutboxMessageInput } from '../messaging/outbox-payload.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { renderNotifyEmail, renderNotifySms, type NotifyMessageInput } from './notify-message.ts';

export type GuestLinkInput = {
  tenant: CompanyRow;
  reservation: Pick<ReservationRow, 'id' | 'checkinDate' | 'checkoutDate'>;
  guest: GuestRow;
  contact: GuestContact;
  /** The portal's origin, for the link and the logo (portal-origin.ts). */
  origin: string;
  /** Who asks: the main guest's full name, or null for the hotel's staff (decision 213). */
  mainGuest: string | null;
};

/**
 * One guest's direct-entry link (<origin>/<reservationId>/<guestId>) by e-mail or SMS, in the guest's
 * language, written to the outbox inside the caller's transaction; notified_at and notified_channel set
 * with it. The main guest's notification of companions and the console's resend both send it.
 */
export async function enqueueGuestLink(
  tx: Database,
  { tenant, reservation, guest, contact, origin, mainGuest }: GuestLinkInput,
  { clock }: { clock: Clock },
): Promise<Date> {
  const company = toCompanyConfig(tenant);
  const hotelLanguage = toSupportedLanguage(company.languages[0]) ?? DEFAULT_LANGUAGE;
  const content: NotifyMessageInput = {
    to: contact.address,
    language: toSupportedLanguage(guest.language) ?? hotelLanguage,
    name: guest.name.trim().split(/\s+/)[0] ?? guest.name,
    mainGuest,
    hotelName: company.hotel.nomeFantasia || company.name,
    logoUrl: emailLogoUrl(company.theme.logo.internal, origin),
    primaryColor: company.theme.primaryColor,
    checkinDate: reservation.checkinDate,
    checkoutDate: reservation.checkoutDate,
    link: `${origin}/${reservation.id}/${guest.id}`,
  };
  const common = { companyId: tenant.id, idempotencyKey: `notify:${randomUUID()}` };
  const message: TOutboxMessageInput =
    contact.channel === 'email'
      ? { ...common, kind: 'email', payload: renderNotifyEmail(content) }
      : { ...common, kind: 'sms', payload: renderNotifySms(content) };
  const now = clock();
  await enqueueMessage(tx, message, { clock });
  await createGuestRepository(tx).updateGuest(
    tenant.id,
    guest.id,
    { notifiedAt: now, notifiedChannel: contact.channel },
    tx,
  );
  return now;
}
