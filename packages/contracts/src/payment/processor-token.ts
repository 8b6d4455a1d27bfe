import { z } from 'zod';

/**
 * The tokenization call of Pagar.me Core API v5 (`POST /core/v5/tokens?appId=<public key>`, no
 * secret key, called from the browser), which the sandbox processor speaks too (decision 91). The
 * card frame sends ZProcessorTokenRequest and hands the portal only the token and the card's
 * description of ZProcessorTokenResponse: never the number or the CVV.
 */

/** Pagar.me's billing address: line_1 is "number, street, neighbourhood". */
export const ZProcessorBillingAddress = z.object({
  line_1: z.string().min(1).max(256),
  line_2: z.string().max(128).optional(),
  zip_code: z.string().regex(/^\d{5,9}$/),
  city: z.string().min(1).max(64),
  state: z.string().min(2).max(64),
  /** ISO 3166-1 alpha-2, e.g. 'BR'. */
  country: z.string().length(2),
});
export type TProcessorBillingAddress = z.infer<typeof ZProcessorBillingAddress>;

export const ZProcessorTokenRequest = z.object({
  type: z.literal('card'),
  card: z.object({
    number: z.string().regex(/^\d{12,19}$/),
    holder_name: z.string().min(1).max(64),
    holder_document: z
      .string()
      .regex(/^\d{11,14}$/)
      .optional(),
    exp_month: z.number().int().min(1).max(12),
    /** Two or four digits, as Pagar.me accepts. */
    exp_year: z.number().int().min(0).max(9999),
    cvv: z.string().regex(/^\d{3,4}$/),
    brand: z.string().max(32).optional(),
    label: z.string().max(64).optional(),
    billing_address: ZProcessorBillingAddress.optional(),
  }),
});
export type TProcessorTokenRequest = z.infer<typeof ZProcessorTokenRequest>;

export const ZProcessorTokenResponse = z.object({
  id: z.string(),
  type: z.literal('card'),
  created_at: z.string(),
  expires_at: z.string(),
  card: z.object({
    first_six_digits: z.string().regex(/^\d{6}$/),
    last_four_digits: z.string().regex(/^\d{4}$/),
    holder_name: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    brand: z.string(),
  }),
});
export type TProcessorTokenResponse = z.infer<typeof ZProcessorTokenResponse>;
