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
