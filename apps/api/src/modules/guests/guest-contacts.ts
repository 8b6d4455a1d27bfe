import type { GuestRow } from '../../db/schema/index.ts';
import { maskEmail, maskPhone } from './contact-mask.ts';

export type TContactId = 'email' | 'mobile';

/** A contact of a guest: the full address (only for sending) and its masked form (for answers). */
export type GuestContact = {
  id: TContactId;
  channel: 'email' | 'sms';
  /** Full e-mail address or E.164 number: never put in a response or a log. */
  address: string;
  masked: string;
};

type ContactFields = Pick<GuestRow, 'email' | 'mobileCountryCode' | 'mobileAreaCode' | 'mobileNumber'>;

/** The guest's e-mail and mobile phone, when present, in that order. */
export function guestContacts(guest: ContactFields): GuestContact[] {
  const contacts: GuestContact[] = [];
  const email = guest.email?.trim().toLowerCase();
  if (email && email.includes('@')) {
    contacts.push({ id: 'email', channel: 'email', address: email, masked: maskEmail(email) });
  }
  const number = guest.mobileNumber?.replace(/\D/g, '');
  const countryCode = guest.mobileCountryCode?.replace(/\D/g, '') || '55';
  const areaCode = guest.mobileAreaCode?.replace(/\D/g, '') ?? '';
  if (number && number.length >= 6) {
    contacts.push({
      id: 'mobile',
      channel: 'sms',
      address: `+${countryCode}${areaCode}${number}`,
      masked: maskPhone({ countryCode, areaCode: areaCode || null, number }),
    });
  }
  return contacts;
}
