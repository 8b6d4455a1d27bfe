/** The warranty step and its children (spec section 2). */
export const WARRANTY_PATHS = {
  warranty: '/reservation/warranty',
  unregistered: '/reservation/warranty/unregistered-payment',
  wallet: '/reservation/warranty/wallet-payment',
  registration: '/reservation/warranty/credit-card-registration',
  processing: '/reservation/warranty/processing-payment',
} as const;

/** The processing screen of one payment: its id in the query, so a reload keeps asking for it. */
export const processingPath = (paymentId: string) =>
  `${WARRANTY_PATHS.processing}?payment=${encodeURIComponent(paymentId)}`;

const SANDBOX_CHALLENGE = /^\/sandbox-processor\/3ds\/[\w-]+$/;

/**
 * Where "Confirm with your bank" leads, in this tab: the sandbox's challenge page (decision 93) in the
 * guest's language with the way back to this payment's processing screen; another processor's page as
 * it came.
 */
export function challengeHref(challengeUrl: string, language: string, paymentId: string): string {
  if (!SANDBOX_CHALLENGE.test(challengeUrl)) return challengeUrl;
  const query = new URLSearchParams({ lang: language, return: processingPath(paymentId) });
  return `${challengeUrl}?${query.toString()}`;
}
