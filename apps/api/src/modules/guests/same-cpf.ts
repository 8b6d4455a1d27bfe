import { and, eq, inArray, lt, gt, ne, sql } from 'drizzle-orm';
import { DocumentTypeId, ReservationStatus } from '@hospedar/contracts/constants';
import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import type { TSaveGuestDocument } from '@hospedar/contracts/guests/save-guest';
import { cpfDigits } from '@hospedar/contracts/validation/cpf';
import type { Database } from '../../db/client.ts';
import { guestDocuments, guests, reservations, type GuestDocumentRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

type TDocument = Pick<GuestDocumentRow, 'documentTypeId' | 'documentNumber'>;

/** The CPFs among documents, as digits. */
export const cpfsOf = (documents: readonly TDocument[]): string[] =>
  documents
    .filter((document) => document.documentTypeId === DocumentTypeId.CPF)
    .map((document) => cpfDigits(document.documentNumber))
    .filter((digits) => digits.length > 0);

/**
 * A CPF belongs to one person (decision 55): a save whose documents hold a CPF that another guest of the
 * same reservation has is refused with 400 CPF_IN_USE, naming the document's number field.
 */
export function requireCpfsNotInUse(
  sent: readonly TSaveGuestDocument[] | null | undefined,
  othersOfReservation: readonly TDocument[],
): void {
  const taken = new Set(cpfsOf(othersOfReservation));
  const fields: TFieldIssue[] = (sent ?? []).flatMap((document, index) =>
    cpfsOf([document]).some((digits) => taken.has(digits))
      ? [{ field: `body.documents.${index}.documentNumber`, message: 'CPF_IN_USE' }]
      : [],
  );
  if (fields.length > 0) {
    throw new HttpError(400, 'CPF_IN_USE', 'This CPF is already used by another guest of this reservation.', {
      fields,
    });
  }
}

/** Another guest of the hotel holding the same CPF in an overlapping stay, as the hotel's export names it. */
export type TSameCpfGuest = {
  guestId: string;
  name: string;
  reservationId: string;
  reservationNumber: string;
};

/**
 * The hotel's other guests who hold one of these CPFs in a stay that overlaps the reservation's (any
 * reservation but cancelled ones, this one included), for the flag the hotel receives with the export.
 */
export async function sameCpfGuests(
  tx: Database,
  input: {
    companyId: string;
    guestId: string;
    cpfs: readonly string[];
    reservation: { checkinDate: string; checkoutDate: string };
  },
): Promise<TSameCpfGuest[]> {
  const byGuest = await sameCpfGuestsOfEach(tx, {
    companyId: input.companyId,
    guests: [{ id: input.guestId, cpfs: input.cpfs }],
    reservation: input.reservation,
  });
  return byGuest[input.guestId] ?? [];
}

/**
 * sameCpfGuests for each guest of a list, in one query whatever its length: the guests (by id) that
 * have someone else of the hotel holding one of their CPFs, each with those others in reservation
 * number order.
 */
export async function sameCpfGuestsOfEach(
  tx: Database,
  input: {
    companyId: string;
    guests: readonly { id: string; cpfs: readonly string[] }[];
    reservation: { checkinDate: string; checkoutDate: string };
  },
): Promise<Record<string, TSameCpfGuest[]>> {
  const allCpfs = [...new Set(input.guests.flatMap((guest) => guest.cpfs))];
  if (allCpfs.length === 0) return {};
  const cpfOfDocument = sql<string>`regexp_replace(${guestDocuments.documentNumber}, '[^0-9]', '', 'g')`;
  const rows = await tx
    .selectDistinct({
      cpf: cpfOfDocument,
      guestId: guests.id,
      name: guests.name,
      lastName: guests.lastName,
      reservationId: reservations.id,
      reservationNumber: reservations.reservationNumber,
    })
    .from(guestDocuments)
    .innerJoin(guests, eq(guests.id, guestDocuments.guestId))
    .innerJoin(reservations, eq(reservations.id, guests.reservationId))
    .where(
      and(
        eq(guestDocuments.companyId, input.companyId),
        eq(guestDocuments.documentTypeId, DocumentTypeId.CPF),
        inArray(cpfOfDocument, allCpfs),
        ne(reservations.resStatus, ReservationStatus.CANCELLED),
        lt(reservations.checkinDate, input.reservation.checkoutDate),
        gt(reservations.checkoutDate, input.reservation.checkinDate),
      ),
    )
    .orderBy(reservations.reservationNumber, guests.id);
  const byGuest: Record<string, TSameCpfGuest[]> = {};
  for (const guest of input.guests) {
    const own = new Set(guest.cpfs);
    const found = new Map<string, TSameCpfGuest>();
    for (const row of rows) {
      if (row.guestId === guest.id || !own.has(row.cpf)) continue;
      found.set(`${row.guestId}:${row.reservationId}`, {
        guestId: row.guestId,
        name: `${row.name} ${row.lastName}`.trim(),
        reservationId: row.reservationId,
        reservationNumber: row.reservationNumber,
      });
    }
    if (found.size > 0) byGuest[guest.id] = [...found.values()];
  }
  return byGuest;
}
