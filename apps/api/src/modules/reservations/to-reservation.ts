import type { TReservationStatus } from '@hospedar/contracts/constants';
import type { TReservation } from '@hospedar/contracts/search/get-reservation';
import type { ReservationRow } from '../../db/schema/index.ts';

type ReservationColumns = Pick<
  ReservationRow,
  | 'id'
  | 'reservationNumber'
  | 'resStatus'
  | 'checkinDate'
  | 'checkoutDate'
  | 'adultsNumber'
  | 'childrenNumber'
  | 'billed'
  | 'isDemonstration'
  | 'guestListFinishedAt'
>;

/** A reservation row as the API answers it. */
export function toReservation(row: ReservationColumns): TReservation {
  return {
    id: row.id,
    reservationNumber: row.reservationNumber,
    // The column holds the contract's status numbers; the response schema checks them again.
    resStatus: row.resStatus as TReservationStatus,
    checkinDate: row.checkinDate,
    checkoutDate: row.checkoutDate,
    adultsNumber: row.adultsNumber,
    childrenNumber: row.childrenNumber,
    billed: row.billed,
    isDemonstration: row.isDemonstration,
    guestListFinishedAt: row.guestListFinishedAt?.toISOString() ?? null,
  };
}
