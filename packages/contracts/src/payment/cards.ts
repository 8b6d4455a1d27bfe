import { z } from 'zod';
import { ZCardBrand } from './order.ts';

/**
 * A card of the guest's wallet (decision 98): what the processor told us of it when it was saved, never
 * its number or CVV. Kept per person and hotel, so a guest with two stays sees the same wallet.
 */
export const ZSavedCard = z.object({
  id: z.string().uuid(),
  brand: ZCardBrand,
  lastFour: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  /** Four digits: 2031. */
  expYear: z.number().int().min(2000).max(2100),
  holderName: z.string(),
  createdAt: z.string(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

/**
 * GET /api/customers/{personId}/card, POST the same and DELETE /api/customers/{personId}/card/{cardId}
 * (bearer of a reservation's main guest, for its own personId only; anyone else 404 GUEST_NOT_FOUND, a
 * card of anyone else 404 CARD_NOT_FOUND).
 */
export const ZCustomerParams = z.object({ personId: z.string().uuid() });
export const ZCustomerCardParams = z.object({ personId: z.string().uuid(), cardId: z.string().uuid() });

export const ZListCardsResponse = z.object({ cards: z.array(ZSavedCard) });
export type TListCardsResponse = z.infer<typeof ZListCardsResponse>;

/**
 * POST /api/customers/{personId}/card (header X-Payment-Access with a token of this person): saves the
 * card the processor tokenized in the browser. A token the processor refuses answers 400
 * CARD_TOKEN_INVALID; the processor unreachable, 503 PAYMENT_PROCESSOR_UNAVAILABLE.
 */
export const ZAddCardRequest = z.object({ cardToken: z.string().min(1).max(200) });
export type TAddCardRequest = z.infer<typeof ZAddCardRequest>;
export const ZAddCardResponse = ZSavedCard;

/** DELETE answers 204 with no body; the card is removed from the processor's customer too. */

/** The header of POST /api/customers/{personId}/card: a payment access token of this person. */
export const ZAddCardHeaders = z.object({ 'x-payment-access': z.string().max(4000).optional() });
