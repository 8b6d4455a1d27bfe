import type { TArrivalGuarantee, TArrivalGuestState } from '@hospedar/contracts/console/arrivals';
import type { CompanyRow, GuestDocumentRow, GuestRow, ReservationRow } from '../../db/schema/index.ts';
import { precheckinStatus } from '../integration/finished-guest.ts';
import { isGuaranteeRequired } from '../payment/guarantee.ts';
import type { OrderWithCharges } from '../payment/order-repository.ts';
import { toOrder } from '../payment/to-order.ts';

/**
 * A guest's state on the arrivals list (decision 211), from the checks the portal and the integration
 * API already use: precheckinStatus (fnrhId, anything saved) and the reservation's guestListFinishedAt.
 */
export function arrivalGuestState(
  guest: GuestRow,
  documents: GuestDocumentRow[],
  reservation: Pick<ReservationRow, 'guestListFinishedAt'>,
): TArrivalGuestState {
  const status = precheckinStatus(guest, documents);
  if (status === 'finished') return reservation.guestListFinishedAt ? 'list_finished' : 'completed';
  return status;
}

/** The reservation's guarantee, as the portal's order shows it (toOrder's status at `now`). */
export function arrivalGuarantee(
  found: OrderWithCharges | undefined,
  hotel: Pick<CompanyRow, 'rules'>,
  now: Date,
): TArrivalGuarantee {
  if (!found) return 'none';
  const { status } = toOrder(found, isGuaranteeRequired(hotel), now);
  if (status === 'guaranteed') return 'registered';
  return status === 'cancelled' ? 'cancelled' : 'pending';
}
