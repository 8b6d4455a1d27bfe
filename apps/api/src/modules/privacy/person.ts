import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '@hospedar/contracts/constants';
import type { Database } from '../../db/client.ts';
import { guestDocuments, guests, type GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/** The person a request names (decision 200): every guest row of the hotel that shares the guest's person id. */
export type PrivacySubject = { companyId: string; personId: string; guests: GuestRow[] };

export const guestNotFound = () => new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');

/**
 * The hotel's guest `guestId` and every other stay of the same person at the hotel. Any id of another
 * hotel, or not a UUID, is 404 GUEST_NOT_FOUND, as everywhere else.
 */
export async function findPrivacySubject(
  db: Database,
  companyId: string,
  guestId: string,
): Promise<PrivacySubject> {
  if (!isUuid(guestId) || !isUuid(companyId)) throw guestNotFound();
  const [named] = await db
    .select({ personId: guests.personId })
    .from(guests)
    .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)));
  if (!named) throw guestNotFound();
  const rows = await db
    .select()
    .from(guests)
    .where(and(eq(guests.companyId, companyId), eq(guests.personId, named.personId)))
    .orderBy(asc(guests.createdAt), asc(guests.id));
  return { companyId, personId: named.personId, guests: rows };
}

/**
 * The texts that identify these guests wherever they were copied as text (a message, an export, a log
 * row): their e-mails, phone numbers, document numbers (as typed and as digits) and full names. Texts
 * shorter than 5 characters are left out, so that no common word is taken for a guest.
 */
export async function identifyingTexts(db: Database, rows: GuestRow[]): Promise<string[]> {
  const texts = new Set<string>();
  const add = (value: string | null | undefined) => {
    const text = value?.trim();
    if (text && text.length >= 5) texts.add(text);
  };
  for (const row of rows) {
    add(row.email);
    add(`${row.name} ${row.lastName}`);
    if (row.socialName) add(row.socialName);
    const mobile = `${row.mobileCountryCode ?? ''}${row.mobileAreaCode ?? ''}${row.mobileNumber ?? ''}`;
    if (row.mobileNumber) {
      add(mobile.replace(/\D/g, ''));
      add(row.mobileNumber.replace(/\D/g, ''));
    }
    if (row.homePhoneNumber) add(row.homePhoneNumber.replace(/\D/g, ''));
    const documents = await db
      .select({ number: guestDocuments.documentNumber })
      .from(guestDocuments)
      .where(eq(guestDocuments.guestId, row.id));
    for (const { number } of documents) {
      add(number);
      add(number.replace(/[^0-9A-Za-z]/g, ''));
    }
  }
  return [...texts];
}
