import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { TPrivacyGuest, TPrivacySearchResult } from '@hospedar/contracts/console/privacy';
import type { Database } from '../../db/client.ts';
import { guestDocuments, guests, reservations } from '../../db/schema/index.ts';

/** The most guests one search answers; more and the owner narrows it. */
export const PRIVACY_SEARCH_LIMIT = 20;

/** `%`, `_` and `\` typed by the owner are literal characters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The hotel's guests whose name, e-mail, reservation number or document number holds the query
 * (decision 241), each stay with its reservation, newest check-in first. A document is matched as typed
 * and by its letters and digits alone, so `529.982.247-25` and `52998224725` find the same guest.
 */
export async function searchPrivacyGuests(
  db: Database,
  companyId: string,
  query: string,
): Promise<TPrivacySearchResult> {
  const text = query.trim();
  const compact = text.replace(/[^0-9A-Za-z]/g, '');
  const byDocument = db
    .select({ guestId: guestDocuments.guestId })
    .from(guestDocuments)
    .where(
      and(
        eq(guestDocuments.companyId, companyId),
        or(
          ilike(guestDocuments.documentNumber, likeText(text)),
          compact.length >= 3
            ? ilike(
                sql`regexp_replace(${guestDocuments.documentNumber}, '[^0-9A-Za-z]', '', 'g')`,
                likeText(compact),
              )
            : undefined,
        ),
      ),
    );
  const rows = await db
    .select({ guest: guests, reservation: reservations })
    .from(guests)
    .innerJoin(reservations, eq(reservations.id, guests.reservationId))
    .where(
      and(
        eq(guests.companyId, companyId),
        or(
          ilike(sql`${guests.name} || ' ' || ${guests.lastName}`, likeText(text)),
          ilike(guests.socialName, likeText(text)),
          ilike(guests.email, likeText(text)),
          eq(reservations.reservationNumber, text),
          inArray(guests.id, byDocument),
        ),
      ),
    )
    .orderBy(sql`${reservations.checkinDate} desc`, asc(guests.lastName), asc(guests.name))
    .limit(PRIVACY_SEARCH_LIMIT + 1);
  const found = rows.slice(0, PRIVACY_SEARCH_LIMIT);
  return {
    guests: await describeStays(db, companyId, found),
    isTruncated: rows.length > PRIVACY_SEARCH_LIMIT,
  };
}

type StayRow = { guest: typeof guests.$inferSelect; reservation: typeof reservations.$inferSelect };

/** The search's shape of each stay: its main document and how many stays the person has. */
export async function describeStays(
  db: Database,
  companyId: string,
  rows: StayRow[],
): Promise<TPrivacyGuest[]> {
  if (rows.length === 0) return [];
  const guestIds = rows.map((row) => row.guest.id);
  const personIds = [...new Set(rows.map((row) => row.guest.personId))];
  const documents = await db
    .select({
      guestId: guestDocuments.guestId,
      typeId: guestDocuments.documentTypeId,
      number: guestDocuments.documentNumber,
      isMain: guestDocuments.isMain,
    })
    .from(guestDocuments)
    .where(inArray(guestDocuments.guestId, guestIds))
    .orderBy(asc(guestDocuments.createdAt));
  const stays = await db
    .select({ personId: guests.personId, value: count() })
    .from(guests)
    .where(and(eq(guests.companyId, companyId), inArray(guests.personId, personIds)))
    .groupBy(guests.personId);
  return rows.map(({ guest, reservation }) => {
    const own = documents.filter((document) => document.guestId === guest.id);
    const main = own.find((document) => document.isMain) ?? own[0];
    return {
      guestId: guest.id,
      personId: guest.personId,
      name: guest.name,
      lastName: guest.lastName,
      email: guest.email,
      document: main ? { typeId: main.typeId, number: main.number } : null,
      reservationNumber: reservation.reservationNumber,
      checkinDate: reservation.checkinDate,
      checkoutDate: reservation.checkoutDate,
      isCompleted: guest.fnrhId !== null,
      stays: stays.find((stay) => stay.personId === guest.personId)?.value ?? 1,
    };
  });
}
