import type {
  TAddCompanionContactRequest,
  TAddCompanionContactResponse,
} from '@hospedar/contracts/notify/add-companion-contact';
import { VALIDATION_MESSAGE_KEYS } from '@hospedar/contracts/validation/messages';
import type { GuestClaims } from '../../auth/guest-token.ts';
import type { Database } from '../../db/client.ts';
import type { GuestRow, NewGuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { guestNotFound } from '../../plugins/guest-access.ts';
import { guestContacts } from '../guests/guest-contacts.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { toCompanionSummary } from '../guests/to-guest.ts';

const digits = (value: string) => value.replace(/\D/g, '');

const invalidContact = (field: 'email' | 'mobilePhone', message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
    fields: [{ field: `body.${field}`, message }],
  });

/** The columns of the one contact given (e-mail lower-cased, phone parts as digits). */
function contactColumns(body: TAddCompanionContactRequest): Partial<NewGuestRow> {
  if (body.email) return { email: body.email.trim().toLowerCase() };
  const phone = body.mobilePhone;
  if (!phone) return {};
  return {
    mobileCountryCode: digits(phone.countryCode) || '55',
    mobileAreaCode: digits(phone.areaCode),
    mobileNumber: digits(phone.number),
  };
}

export type AddCompanionContactInput = {
  session: GuestClaims;
  /** The companion, already checked by the guard (`isContactlessCompanion`). */
  companion: GuestRow;
  body: TAddCompanionContactRequest;
};

/**
 * PUT /api/clients/{id}/companion-contact (decision 63): the main guest gives an adult companion who has
 * no contact an e-mail or a mobile phone, so that the notification can send the companion their own
 * link. The guard has already limited it to that main guest and that companion. The main guest's own
 * e-mail or phone is refused (it would send the companion's PIN to the main guest). Answers the
 * companion's contacts masked, as the list shows them (decision 54).
 */
export function createCompanionContactService({ db }: { db: Database }) {
  const guests = createGuestRepository(db);
  return {
    async addContact({ session, companion, body }: AddCompanionContactInput) {
      const mainGuest = await guests.findGuest(session.companyId, session.guestId);
      if (!mainGuest) throw guestNotFound();
      const columns = contactColumns(body);
      const [given] = guestContacts({ ...companion, ...columns });
      const isOwn = guestContacts(mainGuest).some((contact) => contact.address === given?.address);
      const field = body.email ? 'email' : 'mobilePhone';
      if (!given) throw invalidContact(field, VALIDATION_MESSAGE_KEYS.required);
      if (isOwn) throw invalidContact(field, VALIDATION_MESSAGE_KEYS.isOwnContact);
      const saved = await guests.updateGuestReturning(session.companyId, companion.id, columns);
      if (!saved) throw guestNotFound();
      const { id, maskedEmail, maskedMobile } = toCompanionSummary(saved, null);
      const answer: TAddCompanionContactResponse = { id, maskedEmail, maskedMobile };
      return answer;
    },
  };
}
export type CompanionContactService = ReturnType<typeof createCompanionContactService>;
