import { LIMITS } from '@hospedar/contracts/constants';

/** A PIN (and its link) works for ten minutes. */
export const PIN_TTL_SECONDS = 10 * 60;
/** Wrong codes a PIN survives: the fifth kills it. */
export const PIN_MAX_FAILED_ATTEMPTS = 5;
/** Seconds between two PINs for the same guest (the portal's resend countdown). */
export const PIN_RESEND_SECONDS = LIMITS.pinResendSeconds;
export const DEFAULT_PIN_HOURLY_LIMIT = 6;
