import { z } from 'zod';

/**
 * The parts of Pagar.me Core API v5's answers the driver reads (decision 91); other fields pass
 * unread. Objects: card (`card_…`), customer (`cus_…`), order (`or_…`) with its charges (`ch_…`), each
 * charge with its `last_transaction` (a credit-card transaction).
 */
export const ZPagarmeCard = z.object({
  id: z.string(),
  first_six_digits: z.string(),
  last_four_digits: z.string(),
  brand: z.string(),
  holder_name: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** 'active', 'deleted' or 'expired'. */
  status: z.string().optional(),
});
export type TPagarmeCard = z.infer<typeof ZPagarmeCard>;

export const ZPagarmeCustomer = z.object({ id: z.string() });

export const ZPagarmeCardList = z.object({ data: z.array(ZPagarmeCard) });

export const ZPagarmeTransaction = z.object({
  id: z.string().optional(),
  /**
   * authorized_pending_capture, captured, not_authorized, voided, processing, waiting_capture,
   * partial_capture, failed, with_error…
   */
  status: z.string(),
  acquirer_auth_code: z.string().nullish(),
  acquirer_return_code: z.string().nullish(),
  acquirer_message: z.string().nullish(),
  threed_authentication_url: z.string().nullish(),
  card: ZPagarmeCard.omit({ id: true, status: true }).extend({ id: z.string().optional() }).nullish(),
});
export type TPagarmeTransaction = z.infer<typeof ZPagarmeTransaction>;

export const ZPagarmeCharge = z.object({
  id: z.string(),
  amount: z.number().int(),
  /** pending, paid, canceled, processing, failed, overpaid, underpaid, chargedback. */
  status: z.string(),
  last_transaction: ZPagarmeTransaction.nullish(),
  order: z.object({ id: z.string() }).nullish(),
});
export type TPagarmeCharge = z.infer<typeof ZPagarmeCharge>;

export const ZPagarmeOrder = z.object({
  id: z.string(),
  status: z.string(),
  charges: z.array(ZPagarmeCharge).min(1),
});

/** GET /orders?code=: a page of orders (at most 30); an order listed may carry no charge yet. */
export const ZPagarmeOrderList = z.object({
  data: z.array(ZPagarmeOrder.extend({ charges: z.array(ZPagarmeCharge).default([]) })),
});
