import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TReservation } from '@hospedar/contracts/search/get-reservation';

type ReservationOfRecord = Pick<TReservation, 'id' | 'reservationNumber' | 'checkinDate' | 'checkoutDate'>;

const reservationPart = (reservation: ReservationOfRecord) => ({
  id: reservation.id,
  reservationNumber: reservation.reservationNumber,
  checkinDate: reservation.checkinDate,
  checkoutDate: reservation.checkoutDate,
});

/** What the hotel receives when one guest finalizes: the whole form as saved, and whether it replaces one. */
export function guestExportRecord(input: {
  reservation: ReservationOfRecord;
  guest: TGuest;
  isUpdate: boolean;
}): Record<string, unknown> {
  return { reservation: reservationPart(input.reservation), isUpdate: input.isUpdate, guest: input.guest };
}

/** What the hotel receives when the main guest finishes the list: every guest's form, main guest first. */
export function guestListExportRecord(input: {
  reservation: ReservationOfRecord;
  finishedAt: Date;
  guests: TGuest[];
}): Record<string, unknown> {
  return {
    reservation: reservationPart(input.reservation),
    finishedAt: input.finishedAt.toISOString(),
    guests: input.guests,
  };
}
