import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  paymentCharges,
  paymentOrders,
  paymentStatusHistory,
  type NewPaymentStatusHistoryRow,
  type PaymentChargeRow,
  type PaymentOrderRow,
} from '../../db/schema/index.ts';

export type OrderWithCharges = { order: PaymentOrderRow; charges: PaymentChargeRow[] };

/** Orders, their charges and their status history, always within one hotel (companyId). */
export function createOrderRepository(db: Database) {
  async function chargesOf(companyId: string, orderId: string, tx: Database): Promise<PaymentChargeRow[]> {
    return tx
      .select()
      .from(paymentCharges)
      .where(and(eq(paymentCharges.companyId, companyId), eq(paymentCharges.orderId, orderId)))
      .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
  }

  return {
    chargesOf,

    /** The reservation's order with its charges, or null without one. */
    async findByReservation(
      companyId: string,
      reservationId: string,
      tx: Database = db,
    ): Promise<OrderWithCharges | null> {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.reservationId, reservationId)))
        .limit(1);
      if (!order) return null;
      return { order, charges: await chargesOf(companyId, order.id, tx) };
    },

    /** The order with its charges, by its id. */
    async findById(companyId: string, orderId: string, tx: Database = db): Promise<OrderWithCharges | null> {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.id, orderId)))
        .limit(1);
      if (!order) return null;
      return { order, charges: await chargesOf(companyId, order.id, tx) };
    },

    /** The order, locked until the transaction ends: payments of one order take turns. */
    async lockOrder(companyId: string, orderId: string, tx: Database): Promise<PaymentOrderRow | null> {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.id, orderId)))
        .for('update')
        .limit(1);
      return order ?? null;
    },

    /** The charge by its token, with its order (GET /api/access-token/{companyId}/{chargeToken}). */
    async findChargeByToken(companyId: string, token: string, tx: Database = db) {
      const [row] = await tx
        .select({ charge: paymentCharges, order: paymentOrders })
        .from(paymentCharges)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentCharges.orderId))
        .where(and(eq(paymentCharges.companyId, companyId), eq(paymentCharges.token, token)))
        .limit(1);
      return row ?? null;
    },

    /** Sets a charge's status (and what goes with it), keeping the change in the history. */
    async setChargeStatus(
      charge: PaymentChargeRow,
      change: Partial<Omit<PaymentChargeRow, 'id' | 'companyId' | 'orderId'>> & { status: string },
      history: { reason?: string | null; paymentId?: string | null; now: Date },
      tx: Database,
    ): Promise<void> {
      await tx
        .update(paymentCharges)
        .set({ ...change, updatedAt: history.now })
        .where(and(eq(paymentCharges.companyId, charge.companyId), eq(paymentCharges.id, charge.id)));
      await tx.insert(paymentStatusHistory).values({
        companyId: charge.companyId,
        orderId: charge.orderId,
        chargeId: charge.id,
        fromStatus: charge.status,
        toStatus: change.status,
        reason: history.reason ?? null,
        paymentId: history.paymentId ?? null,
        createdAt: history.now,
      } satisfies NewPaymentStatusHistoryRow);
    },

    /** Sets the order's status and closed flag, keeping a status change in the history. */
    async setOrderState(
      order: PaymentOrderRow,
      state: { status: string; closed: boolean },
      history: { reason?: string | null; paymentId?: string | null; now: Date },
      tx: Database,
    ): Promise<void> {
      if (order.status === state.status && order.closed === state.closed) return;
      await tx
        .update(paymentOrders)
        .set({ ...state, updatedAt: history.now })
        .where(and(eq(paymentOrders.companyId, order.companyId), eq(paymentOrders.id, order.id)));
      await tx.insert(paymentStatusHistory).values({
        companyId: order.companyId,
        orderId: order.id,
        chargeId: null,
        fromStatus: order.status,
        toStatus: state.status,
        reason: history.reason ?? (state.closed && !order.closed ? 'closed' : null),
        paymentId: history.paymentId ?? null,
        createdAt: history.now,
      });
    },

    /** Every status change of an order and its charges, oldest first (tests and the hotel's audit). */
    async history(companyId: string, orderId: string, tx: Database = db) {
      return tx
        .select()
        .from(paymentStatusHistory)
        .where(and(eq(paymentStatusHistory.companyId, companyId), eq(paymentStatusHistory.orderId, orderId)))
        .orderBy(asc(paymentStatusHistory.createdAt), asc(paymentStatusHistory.id));
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
