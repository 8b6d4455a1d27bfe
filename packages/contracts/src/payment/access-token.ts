import { z } from 'zod';
import { ZAmountCents, ZCurrency } from './order.ts';

/**
 * GET /api/access-token/{companyId}/{chargeToken} and GET /api/access-token (bearer of the reservation's
 * main guest; another guest, charge or hotel answers 404 ORDER_NOT_FOUND). The payment access token
 * (decision 96) is a short-lived token we sign that lets the card frame and the card calls act for ONE
 * charge (or, without a charge, for the guest's wallet only): it is sent in the X-Payment-Access header
 * of POST /api/payment/pay and POST /api/customers/{personId}/card, and to the card frame instead of the
 * guest's own session token.
 */
export const ZChargeAccessParams = z.object({
  companyId: z.string().uuid(),
  chargeToken: z.string().min(1).max(100),
});

/** What the card frame needs to tokenize a card with the hotel's processor. */
export const ZProcessorSettings = z.object({
  /** 'sandbox' or 'pagarme'. */
  driver: z.string(),
  /** The processor's public key (Pagar.me: pk_...), sent as appId on tokenization; null for the sandbox. */
  publicKey: z.string().nullable(),
  /** Where the card frame posts the card (the processor's tokenization URL). */
  tokenizationUrl: z.string(),
});
export type TProcessorSettings = z.infer<typeof ZProcessorSettings>;

export const ZAccessTokenResponse = z.object({
  accessToken: z.string(),
  /** ISO timestamp; the token lives 15 minutes. */
  expiresAt: z.string(),
  /** 'charge': for the charge named; 'wallet': for saving and listing the guest's cards only. */
  scope: z.enum(['charge', 'wallet']),
  personId: z.string().uuid(),
  /** With scope 'charge': the charge and what it is for (shown by the card frame). */
  chargeId: z.string().uuid().nullable(),
  amount: ZAmountCents.nullable(),
  currency: ZCurrency.nullable(),
  processor: ZProcessorSettings,
});
export type TAccessTokenResponse = z.infer<typeof ZAccessTokenResponse>;
