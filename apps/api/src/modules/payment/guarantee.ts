import type { TOrder } from '@hospedar/contracts/payment/order';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestRow, ReservationRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { createOrderRepository } from './order-repository.ts';
import { isGuaranteeMissing, toOrder } from './to-order.ts';

/**
 * The hotel's rules.warrantyRequired ("require guarantee", decision 99); a hotel whose rules do not say
 * so requires nothing. Read on its own, so another rule that fails to parse cannot switch it on or off.
 */
export function isGuaranteeRequired(company: Pick<CompanyRow, 'rules'>): boolean {
  const rules = z.object({ warrantyRequired: z.boolean() }).safeParse(company.rules);
  return rules.success && rules.data.warrantyRequired;
}

/**
 * The order of GET /api/clients/{id}: the reservation's order for its main guest (as the database has it),
 * null for anyone else and for a reservation without one.
 */
export async function orderForGuest(
  db: Database,
  { tenant, guest, reservation }: { tenant: CompanyRow; guest: GuestRow; reservation: ReservationRow },
  now: Date,
): Promise<TOrder | null> {
  if (!guest.masterGuest || guest.reservationId !== reservation.id) return null;
  const found = await createOrderRepository(db).findByReservation(tenant.id, reservation.id);
  return found ? toOrder(found, isGuaranteeRequired(tenant), now) : null;
}

/**
 * POST /api/appointments/{id}/finish at a hotel that requires the guarantee: refused with 409
 * GUARANTEE_REQUIRED (details.orderId) while the reservation's order has a charge neither authorized nor
 * paid at the hotel (nor voided or expired). A reservation without an order finishes as before.
 */
export async function assertGuaranteeGiven(
  tx: Database,
  { tenant, reservationId, now }: { tenant: CompanyRow; reservationId: string; now: Date },
): Promise<void> {
  if (!isGuaranteeRequired(tenant)) return;
  const found = await createOrderRepository(tx).findByReservation(tenant.id, reservationId, tx);
  if (!found || found.order.status === 'cancelled' || !isGuaranteeMissing(found.charges, now)) return;
  throw new HttpError(
    409,
    'GUARANTEE_REQUIRED',
    'The hotel requires a payment guarantee (a card or paying at the hotel) before the list is finished.',
    { orderId: found.order.id },
  );
}
