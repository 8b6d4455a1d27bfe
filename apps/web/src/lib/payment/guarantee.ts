import type { TOrder } from '@hospedar/contracts/payment/order';

/**
 * Whether the order still keeps the guest list from being finished (spec section 4: "the main guest is
 * redirected to payment when the hotel requires warranty registration"): the hotel requires the
 * guarantee, the order is open, and a charge still waits for a card or the choice of paying at the hotel.
 * The API refuses the finish with GUARANTEE_REQUIRED in the same case.
 */
export function needsGuarantee(order: TOrder | null): boolean {
  if (!order || !order.isGuaranteeRequired || order.status !== 'open') return false;
  return order.chargesAtCheckin.some((charge) =>
    ['created', 'declined', 'pending', 'challenge'].includes(charge.status),
  );
}
