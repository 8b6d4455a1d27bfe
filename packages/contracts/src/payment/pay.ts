import { z } from 'zod';
import { ZAmountCents, ZDeclineCode, ZOrder, ZPaymentReceipt } from './order.ts';

/**
 * The header that makes POST /api/payment/pay safe to retry (decision 97): the portal makes one key per
 * payment the guest starts (a UUID) and sends it again on every retry of that payment. The same key with
 * the same request authorizes once and answers the first result; with another request, 409
 * IDEMPOTENCY_KEY_REUSED. Without it, 400 IDEMPOTENCY_KEY_REQUIRED.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The header carrying the payment access token (GET /api/access-token..., decision 96) on the calls that
 * use a card: POST /api/payment/pay needs the token of its charge, POST /api/customers/{personId}/card a
 * token of that person (of a charge or of the wallet). Missing, expired or another's: 403
 * PAYMENT_ACCESS_INVALID.
 */
export const PAYMENT_ACCESS_HEADER = 'x-payment-access';

/** Authorization only, in one installment (spec section 9). */
export const PAYMENT_INSTALLMENTS = 1;

/** A card the processor tokenized in the browser (card frame): our API never sees its number or CVV. */
const ZTokenCardPayment = z.object({
  type: z.literal('credit_card'),
  amount: ZAmountCents,
  installments: z.literal(PAYMENT_INSTALLMENTS),
  /** The processor's single-use card token (Pagar.me: token_...). */
  cardToken: z.string().min(1).max(200),
  /** Keep the card in the guest's wallet for later payments. */
  saveCard: z.boolean().default(false),
});

/** A card of the guest's wallet (GET /api/customers/{personId}/card). */
const ZSavedCardPayment = z.object({
  type: z.literal('saved_card'),
  amount: ZAmountCents,
  installments: z.literal(PAYMENT_INSTALLMENTS),
  cardId: z.string().uuid(),
});

/** The guest will pay at the hotel: recorded as the charge's status 'pay_at_hotel', no card. */
const ZPayAtHotelPayment = z.object({
  type: z.literal('pay_at_hotel'),
});

export const ZPaymentMethod = z.discriminatedUnion('type', [
  ZTokenCardPayment,
  ZSavedCardPayment,
  ZPayAtHotelPayment,
]);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/**
 * POST /api/payment/pay (bearer of the reservation's main guest; header Idempotency-Key; header
 * X-Payment-Access with the charge's access token, except for pay_at_hotel). One payment method per
 * charge: `payments` holds exactly one, whose amount is the charge's amount. Another guest's, another
 * reservation's or another hotel's order, charge or person answers 404 ORDER_NOT_FOUND.
 */
export const ZPayRequest = z.object({
  orderId: z.string().uuid(),
  chargeId: z.string().uuid(),
  /** The main guest's personId (GET /api/clients/{id}: guest.personId). */
  personId: z.string().uuid(),
  payments: z.array(ZPaymentMethod).length(1),
  /** Close the order once this payment is approved (or chosen to pay at the hotel): no further payment. */
  isClosed: z.boolean(),
});
export type TPayRequest = z.infer<typeof ZPayRequest>;

/**
 * Where a payment stands (decision 97). `processing` is answered while the processor has not answered yet
 * (a concurrent identical request, or a poll): the portal polls GET /api/payment/pay/{paymentId} until it
 * changes. `challenge`: open challengeUrl, then poll. `timed_out`: the processor did not answer in time
 * (a payment given up while polled is voided there) and the guest may try again with a new key; if the
 * processor had in fact authorized a payment whose answer was lost, that next payment answers it
 * (`approved`, its receipt) instead of holding the card again (decision 105).
 */
export const PAYMENT_STATUSES = [
  'processing',
  'challenge',
  'approved',
  'declined',
  'timed_out',
  'pay_at_hotel',
] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** The answer of POST /api/payment/pay (200, also to a retry) and of GET /api/payment/pay/{paymentId}. */
export const ZPayResponse = z.object({
  paymentId: z.string().uuid(),
  chargeId: z.string().uuid(),
  status: ZPaymentStatus,
  /** With status 'declined'. */
  declineCode: ZDeclineCode.nullable(),
  /** With status 'challenge': the processor's page where the card holder answers the challenge. */
  challengeUrl: z.string().nullable(),
  /** With status 'approved'; also sent by e-mail to the main guest. */
  receipt: ZPaymentReceipt.nullable(),
  /** The order after this payment. */
  order: ZOrder,
});
export type TPayResponse = z.infer<typeof ZPayResponse>;

/** GET /api/payment/pay/{paymentId} (bearer, the main guest who paid; anyone else 404 PAYMENT_NOT_FOUND). */
export const ZPaymentParams = z.object({ paymentId: z.string().uuid() });

/** The headers of POST /api/payment/pay (the Idempotency-Key's absence answers 400 IDEMPOTENCY_KEY_REQUIRED). */
export const ZPayHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional(),
  [PAYMENT_ACCESS_HEADER]: z.string().max(4000).optional(),
});
