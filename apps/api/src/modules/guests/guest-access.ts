import type { GuestClaims } from '../../auth/guest-token.ts';
import type { GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

export const guestNotFound = () => new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');

/** Whether the token may read and edit this guest: itself, or a minor of its reservation for the main guest. */
export function mayActFor(session: GuestClaims, guest: Pick<GuestRow, 'id' | 'reservationId' | 'isChild'>) {
  if (guest.reservationId !== session.reservationId) return false;
  return guest.id === session.guestId || (session.masterGuest && guest.isChild);
}
