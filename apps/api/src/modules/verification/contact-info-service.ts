import type { TContactInfoResponse } from '@hospedar/contracts/verification/contact-info';
import { guestContacts } from '../guests/guest-contacts.ts';
import type { VerificationGuest } from './repository.ts';
import { contactsNotFound, guestNotFound } from './verification-errors.ts';

/** The contacts a guest may receive a PIN at, masked: the full address never leaves the server. */
export function createContactInfoService() {
  return {
    /** `guest`: as the gate let it in (null: the hotel has no such guest). */
    getContactInfo(guest: VerificationGuest | null): TContactInfoResponse {
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
