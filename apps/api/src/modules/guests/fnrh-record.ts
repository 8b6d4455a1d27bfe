import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TReservation } from '@hospedar/contracts/search/get-reservation';
import type { TSameCpfGuest } from './same-cpf.ts';

type ReservationOfRecord = Pick<TReservation, 'id' | 'reservationNumber' | 'checkinDate' | 'checkoutDate'>;

const reservationPart = (reservation: ReservationOfRecord) => ({
  id: reservation.id,
  reservationNumber: reservation.reservationNumber,
  checkinDate: reservation.checkinDate,
  checkoutDate: reservation.checkoutDate,
});

/**
 * The guest as the hotel receives it, in the ZGuest shape: every field, with the storage keys of its photo
 * (photoId) and document images (frontImageKey, backImageKey); the signed URLs, which die in minutes,
 * are always null here.
 */
export function exportedGuest(guest: TGuest): TGuest {
  return {
    ...guest,
    photoUrl: null,
    documents: guest.documents.map((document) => ({ ...document, frontImageUrl: null, backImageUrl: null })),
  };
}

/**
 * What the hotel receives when one guest finalizes: the whole form as saved, whether it replaces one, and
 * the hotel's other guests with the same CPF in an overlapping stay (empty when none; decision 55).
 */
export function guestExportRecord(input: {
  reservation: ReservationOfRecord;
  guest: TGuest;
  isUpdate: boolean;
  sameCpfGuests: TSameCpfGuest[];
}): Record<string, unknown> {
  return {
    reservation: reservationPart(input.reservation),
    isUpdate: input.isUpdate,
    guest: exportedGuest(input.guest),
    sameCpfGuests: input.sameCpfGuests,
  };
}

/**
 * What the hotel receives when the main guest finishes the list: every guest's form, main guest first,
 * and by guest id the hotel's other guests holding that guest's CPF in an overlapping stay (only the
 * guests who have any; decision 55).
 */
export function guestListExportRecord(input: {
  reservation: ReservationOfRecord;
  finishedAt: Date;
  guests: TGuest[];
  sameCpfGuestsById: Record<string, TSameCpfGuest[]>;
}): Record<string, unknown> {
  return {
    reservation: reservationPart(input.reservation),
    finishedAt: input.finishedAt.toISOString(),
    guests: input.guests.map(exportedGuest),
    sameCpfGuests: input.sameCpfGuestsById,
  };
}
