import { z } from 'zod';

/**
 * A charge at check-in (spec section 3, Order.chargesAtCheckin) moves through these statuses
 * (decision 95); every change is kept in the charge's history:
 * - created: waiting for a guarantee (the guest may pay, or choose to pay at the hotel);
 * - pending: an authorization was sent to the processor and its answer is awaited (the portal polls);
 * - challenge: the processor asks the card holder for a 3-D Secure style challenge (challengeUrl);
 * - authorized: the card is authorized for the amount (authorization only, never captured by us);
 * - declined: the last authorization was declined (declineCode); the guest may try another card;
 * - voided: an authorization was cancelled at the processor (by the hotel, or a timed-out attempt undone);
 * - expired: the charge's expiration passed without a guarantee;
 * - pay_at_hotel: the guest chose to pay at the hotel (a guarantee choice, no card).
 */
export const CHARGE_STATUSES = [
  'created',
  'pending',
  'challenge',
  'authorized',
  'declined',
  'voided',
  'expired',
  'pay_at_hotel',
] as const;
export const ZChargeStatus = z.enum(CHARGE_STATUSES);
export type TChargeStatus = z.infer<typeof ZChargeStatus>;

/** A charge whose guarantee is settled: it no longer keeps the guest list from being finished. */
export const SETTLED_CHARGE_STATUSES: readonly TChargeStatus[] = [
  'authorized',
  'pay_at_hotel',
  'voided',
  'expired',
];
/** A charge the guest may (still) pay: `POST /api/payment/pay` accepts it. */
export const PAYABLE_CHARGE_STATUSES: readonly TChargeStatus[] = ['created', 'declined'];

/**
 * The order (decision 95): open while a charge waits for its guarantee, guaranteed once every charge is
 * authorized or paid at the hotel, cancelled when the hotel cancels it (no charge left to guarantee).
 */
export const ORDER_STATUSES = ['open', 'guaranteed', 'cancelled'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** Why the processor declined an authorization; the portal translates each (payment.json). */
export const DECLINE_CODES = [
  'insufficient_funds',
  'card_stolen_or_lost',
  'card_expired',
  'invalid_card',
  'do_not_honor',
  'challenge_failed',
  'processor_error',
] as const;
export const ZDeclineCode = z.enum(DECLINE_CODES);
export type TDeclineCode = z.infer<typeof ZDeclineCode>;

/** Card brands the processor reports (the card rules detect the same ones in the browser). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'elo',
  'hipercard',
  'diners',
  'discover',
  'jcb',
  'other',
] as const;
export const ZCardBrand = z.enum(CARD_BRANDS);
export type TCardBrand = z.infer<typeof ZCardBrand>;

/** Amounts are integers in the currency's minor unit (BRL cents: 45000 is R$ 450,00). */
export const ZAmountCents = z.number().int().min(0);
export const ZCurrency = z.enum(['BRL']);
export type TCurrency = z.infer<typeof ZCurrency>;

/** One line of a charge: 'Diária' x 3, 'Taxa de turismo'... amount is the line's total. */
export const ZChargeItem = z.object({
  description: z.string(),
  quantity: z.number().int().min(1),
  amount: ZAmountCents,
});
export type TChargeItem = z.infer<typeof ZChargeItem>;

/** What the receipt shows, and the receipt e-mail sends: never more of the card than brand and last 4. */
export const ZPaymentReceipt = z.object({
  amount: ZAmountCents,
  currency: ZCurrency,
  brand: ZCardBrand,
  lastFour: z.string().regex(/^\d{4}$/),
  authorizationCode: z.string(),
  /** ISO timestamp of the authorization. */
  authorizedAt: z.string(),
});
export type TPaymentReceipt = z.infer<typeof ZPaymentReceipt>;

export const ZCharge = z.object({
  id: z.string().uuid(),
  amount: ZAmountCents,
  currency: ZCurrency,
  items: z.array(ZChargeItem),
  metadata: z.record(z.string(), z.string()),
  status: ZChargeStatus,
  /** The charge's own token: GET /api/access-token/{companyId}/{chargeToken} names the charge by it. */
  token: z.string(),
  /** ISO timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** After this the charge expires unguaranteed (ISO timestamp). */
  expiration: z.string(),
  /** With status 'authorized': what the receipt shows. */
  receipt: ZPaymentReceipt.nullable(),
  /** With status 'declined': why the last authorization was declined. */
  declineCode: ZDeclineCode.nullable(),
});
export type TCharge = z.infer<typeof ZCharge>;

/**
 * GET /api/payment/order/reservation/{companyId}/{reservationNumber} (bearer, main guest of that
 * reservation only: anyone else, another reservation or another hotel answers 404 ORDER_NOT_FOUND, as
 * does a reservation without an order), and the `order` of GET /api/clients/{id} (null for companions).
 */
export const ZOrder = z.object({
  id: z.string().uuid(),
  status: ZOrderStatus,
  /** No payment is accepted any more (the order is guaranteed, or a payment closed it: isClosed). */
  closed: z.boolean(),
  /** The hotel requires a guarantee before the guest list can be finished (rules.warrantyRequired). */
  isGuaranteeRequired: z.boolean(),
  chargesAtCheckin: z.array(ZCharge),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZGetOrderParams = z.object({
  companyId: z.string().uuid(),
  reservationNumber: z.string().min(1).max(40),
});
export type TGetOrderParams = z.infer<typeof ZGetOrderParams>;
