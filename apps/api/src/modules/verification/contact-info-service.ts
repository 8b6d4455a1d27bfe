import type { TContactInfoResponse } from '@hospedar/contracts/verification/contact-info';
import type { CompanyRow } from '../../db/schema/index.ts';
import { guestContacts } from '../guests/guest-contacts.ts';
import type { VerificationRepository } from './repository.ts';
import { contactsNotFound, guestNotFound } from './verification-errors.ts';

/** The contacts a guest may receive a PIN at, masked: the full address never leaves the server. */
export function createContactInfoService({ repository }: { repository: VerificationRepository }) {
  return {
    async getContactInfo(tenant: CompanyRow, guestId: string): Promise<TContactInfoResponse> {
      const guest = await repository.findGuest(tenant.id, guestId);
      if (!guest) throw guestNotFound();
      const contacts = guestContacts(guest);
      if (contacts.length === 0) throw contactsNotFound();
      return {
        contactInfoList: contacts.map((contact) => ({
          id: contact.id,
          channel: contact.channel,
          value: contact.masked,
          personId: guest.personId,
        })),
      };
    },
  };
}
