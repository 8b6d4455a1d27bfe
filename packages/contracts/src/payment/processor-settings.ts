import { z } from 'zod';

/**
 * Which payment processor a hotel uses and the public key its card frame tokenizes with
 * (hotel configuration `rules.payment`, decision 92). The secret keys never leave the server's
 * environment; the public key is public by design (Pagar.me's `appId`).
 */
export const PAYMENT_PROCESSORS = ['sandbox', 'pagarme'] as const;
export type TPaymentProcessorName = (typeof PAYMENT_PROCESSORS)[number];

export const ZPaymentProcessorSettings = z.object({
  processor: z.enum(PAYMENT_PROCESSORS),
  /** Pagar.me's public key (`pk_test_…` or `pk_…`); the sandbox takes any key of the same shape. */
  publicKey: z.string().regex(/^pk_[A-Za-z0-9_]{4,96}$/, 'A public key looks like pk_test_…'),
});
export type TPaymentProcessorSettings = z.infer<typeof ZPaymentProcessorSettings>;

/** What a hotel that never set its processor uses: the sandbox, with one shared test account. */
export const DEFAULT_PAYMENT_SETTINGS: TPaymentProcessorSettings = {
  processor: 'sandbox',
  publicKey: 'pk_test_sandbox',
};

/**
 * Where the card frame posts the card (Pagar.me Core v5 `POST /tokens?appId=<public key>`): the
 * sandbox answers on the portal's own origin, Pagar.me on its API host. `origin` is what the payment
 * pages' Content-Security-Policy must allow in `connect-src` ('self' for the sandbox).
 */
export const TOKENIZATION_ENDPOINTS = {
  sandbox: { origin: 'self', url: '/sandbox-processor/core/v5/tokens' },
  pagarme: { origin: 'https://api.pagar.me', url: 'https://api.pagar.me/core/v5/tokens' },
} as const satisfies Record<TPaymentProcessorName, { origin: string; url: string }>;

/** The URL the card frame POSTs the card to, with the hotel's public key as `appId`. */
export function tokenizationUrl(settings: TPaymentProcessorSettings): string {
  return `${TOKENIZATION_ENDPOINTS[settings.processor].url}?appId=${encodeURIComponent(settings.publicKey)}`;
}

/** A hotel's processor settings, or the default sandbox account when it never set them. */
export function paymentSettingsOf(rules: {
  payment?: TPaymentProcessorSettings | undefined;
}): TPaymentProcessorSettings {
  return rules.payment ?? DEFAULT_PAYMENT_SETTINGS;
}
