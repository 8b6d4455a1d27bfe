import type { GuestAccess } from '../../plugins/guest-access.ts';
import { HttpError } from '../../http-error.ts';

export const orderNotFound = () => new HttpError(404, 'ORDER_NOT_FOUND', 'Order not found.');

/**
 * Only the reservation's main guest (as the database has it, decision 40) reaches the payment routes;
 * anyone else gets `notFound` (404), the same answer as another hotel's or reservation's ids.
 */
export function requireMainGuest(
  access: GuestAccess,
  notFound: () => HttpError = orderNotFound,
): GuestAccess {
  const { guest, session } = access;
  if (!guest.masterGuest || guest.id !== session.guestId || guest.reservationId !== session.reservationId) {
    throw notFound();
  }
  return access;
}
