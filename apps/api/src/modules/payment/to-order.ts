import {
  PAYABLE_CHARGE_STATUSES,
  SETTLED_CHARGE_STATUSES,
  ZCardBrand,
  ZChargeItem,
  ZChargeStatus,
  ZDeclineCode,
  type TCharge,
  type TChargeStatus,
  type TOrder,
  type TOrderStatus,
} from '@hospedar/contracts/payment/order';
import { z } from 'zod';
import type { PaymentChargeRow } from '../../db/schema/index.ts';
import type { OrderWithCharges } from './order-repository.ts';

/** A charge's status as it stands at `now`: a payable charge past its expiration is expired. */
export function effectiveChargeStatus(charge: PaymentChargeRow, now: Date): TChargeStatus {
  const status = ZChargeStatus.catch('created').parse(charge.status);
  if (PAYABLE_CHARGE_STATUSES.includes(status) && charge.expiresAt.getTime() <= now.getTime())
    return 'expired';
  return status;
}

/**
 * The order's status from its charges (decision 95): guaranteed once every charge is authorized or paid at
 * the hotel, cancelled when nothing is left to guarantee (every charge voided or expired), else open.
 */
export function orderStatusOf(statuses: TChargeStatus[]): TOrderStatus {
  const live = statuses.filter((status) => status !== 'voided' && status !== 'expired');
  if (live.length === 0) return statuses.length === 0 ? 'open' : 'cancelled';
  return live.every((status) => status === 'authorized' || status === 'pay_at_hotel') ? 'guaranteed' : 'open';
}

/** Whether the order still keeps a guarantee-requiring hotel's guest list from being finished. */
export function isGuaranteeMissing(charges: PaymentChargeRow[], now: Date): boolean {
  return charges.some((charge) => !SETTLED_CHARGE_STATUSES.includes(effectiveChargeStatus(charge, now)));
}

const ZItems = z.array(ZChargeItem).catch([]);
const ZMetadata = z.record(z.string(), z.string()).catch({});

export function toCharge(charge: PaymentChargeRow, now: Date): TCharge {
  const status = effectiveChargeStatus(charge, now);
  const brand = ZCardBrand.catch('other').parse(charge.cardBrand);
  const isAuthorized = status === 'authorized' && charge.authorizedAt && charge.cardLastFour;
  return {
    id: charge.id,
    amount: charge.amountCents,
    currency: 'BRL',
    items: ZItems.parse(charge.items),
    metadata: ZMetadata.parse(charge.metadata),
    status,
    token: charge.token,
    createdAt: charge.createdAt.toISOString(),
    updatedAt: charge.updatedAt.toISOString(),
    expiration: charge.expiresAt.toISOString(),
    receipt:
      isAuthorized && charge.authorizedAt && charge.cardLastFour
        ? {
            amount: charge.amountCents,
            currency: 'BRL',
            brand,
            lastFour: charge.cardLastFour,
            authorizationCode: charge.authorizationCode ?? '',
            authorizedAt: charge.authorizedAt.toISOString(),
          }
        : null,
    declineCode:
      status === 'declined' ? ZDeclineCode.catch('processor_error').parse(charge.declineCode) : null,
  };
}

export function toOrder(
  { order, charges }: OrderWithCharges,
  isGuaranteeRequired: boolean,
  now: Date,
): TOrder {
  const chargesAtCheckin = charges.map((charge) => toCharge(charge, now));
  const status =
    order.status === 'cancelled' ? 'cancelled' : orderStatusOf(chargesAtCheckin.map((c) => c.status));
  return {
    id: order.id,
    status,
    closed: order.closed || status !== 'open',
    isGuaranteeRequired,
    chargesAtCheckin,
  };
}
