import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { TIntegrationCharge } from '@hospedar/contracts/integration/upsert-reservation';
import type { Database } from '../../db/client.ts';
import {
  paymentCharges,
  paymentOrders,
  paymentStatusHistory,
  type PaymentChargeRow,
} from '../../db/schema/index.ts';
import { createOrderRepository } from '../payment/order-repository.ts';

export type OrderResult = 'created' | 'updated' | 'unchanged' | 'removed' | 'none' | 'left';

const comparable = (charge: {
  amount: number;
  currency: string;
  items: unknown;
  metadata: unknown;
  expiration: Date;
}) => ({
  amount: charge.amount,
  currency: charge.currency,
  items: charge.items,
  metadata: charge.metadata,
  expiration: charge.expiration.toISOString(),
});

const fromRow = (row: PaymentChargeRow) =>
  comparable({
    amount: row.amountCents,
    currency: row.currency,
    items: row.items,
    metadata: row.metadata,
    expiration: row.expiresAt,
  });

const fromBody = (charge: TIntegrationCharge) =>
  comparable({ ...charge, expiration: new Date(charge.expiration) });

/** Charges the hotel may still change: none has been guaranteed, tried or settled (all still 'created'). */
const isUntouched = (order: { status: string; closed: boolean }, charges: PaymentChargeRow[]) =>
  order.status === 'open' && !order.closed && charges.every((charge) => charge.status === 'created');

/**
 * Brings the reservation's order to what the hotel's system sent (decision 131): made, replaced or
 * removed while the guest has done nothing with it; once a charge is past 'created' (a card tried, a
 * guarantee given) the order is left as it is.
 */
export async function syncOrder(
  tx: Database,
  input: {
    companyId: string;
    reservationId: string;
    charges: TIntegrationCharge[] | null;
    now: Date;
  },
): Promise<OrderResult> {
  const { companyId, reservationId, now } = input;
  const found = await createOrderRepository(tx).findByReservation(companyId, reservationId, tx);
  if (!input.charges) {
    if (!found) return 'none';
    if (!isUntouched(found.order, found.charges)) return 'left';
    await tx
      .delete(paymentOrders)
      .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.id, found.order.id)));
    return 'removed';
  }
  if (found && isDeepStrictEqual(found.charges.map(fromRow), input.charges.map(fromBody))) return 'unchanged';
  if (found && !isUntouched(found.order, found.charges)) return 'left';
  let orderId: string;
  if (found) {
    orderId = found.order.id;
    await tx
      .delete(paymentCharges)
      .where(and(eq(paymentCharges.companyId, companyId), eq(paymentCharges.orderId, orderId)));
    await tx.update(paymentOrders).set({ updatedAt: now }).where(eq(paymentOrders.id, orderId));
  } else {
    const [order] = await tx
      .insert(paymentOrders)
      .values({ companyId, reservationId, status: 'open', createdAt: now, updatedAt: now })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('order insert returned no row');
    orderId = order.id;
    await tx
      .insert(paymentStatusHistory)
      .values({ companyId, orderId, toStatus: 'open', reason: 'integration', createdAt: now });
  }
  // Created one by one, a millisecond apart, so they list in the order the system sent them.
  for (const [index, charge] of input.charges.entries()) {
    const at = new Date(now.getTime() + index);
    const [row] = await tx
      .insert(paymentCharges)
      .values({
        companyId,
        orderId,
        amountCents: charge.amount,
        currency: charge.currency,
        items: charge.items,
        metadata: charge.metadata,
        status: 'created',
        token: randomBytes(24).toString('base64url'),
        expiresAt: new Date(charge.expiration),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: paymentCharges.id });
    await tx.insert(paymentStatusHistory).values({
      companyId,
      orderId,
      chargeId: row?.id ?? null,
      toStatus: 'created',
      reason: 'integration',
      createdAt: now,
    });
  }
  return found ? 'updated' : 'created';
}
