import { LIMITS } from '@hospedar/contracts/constants';

/** A PIN (and its link) works for ten minutes. */
export const PIN_TTL_SECONDS = 10 * 60;
/** Wrong codes a PIN survives: the fifth kills it. */
export const PIN_MAX_FAILED_ATTEMPTS = 5;
/** Seconds between two PINs for the same guest (the portal's resend countdown). */
export const PIN_RESEND_SECONDS = LIMITS.pinResendSeconds;
export const DEFAULT_PIN_HOURLY_LIMIT = 6;

/** The rolling window of the daily ceilings (docs/decisions.md 57). */
export const PIN_CEILING_WINDOW_MS = 24 * 60 * 60 * 1000;
/** PINs one guest may receive within the window, besides the hourly limit. */
export const PIN_DAILY_LIMIT = 10;
/** Wrong codes one guest may type within the window: the last one pauses sign-in by code. */
export const PIN_DAILY_MAX_FAILED_ATTEMPTS = 20;

/** Wrong codes typed on one PIN, counted at the PIN's creation (it lives ten minutes). */
export type PinFailures = { createdAt: Date; failedAttempts: number };

/**
 * When a guest's sign-in by code opens again, given the wrong codes on the PINs of the window, oldest
 * first: the moment enough of them leave the window to fall under the ceiling; null while under it.
 */
export function guessPauseEnd(failures: readonly PinFailures[]): Date | null {
  let total = failures.reduce((sum, pin) => sum + pin.failedAttempts, 0);
  for (const pin of failures) {
    if (total < PIN_DAILY_MAX_FAILED_ATTEMPTS) return null;
    total -= pin.failedAttempts;
    if (total < PIN_DAILY_MAX_FAILED_ATTEMPTS) {
      return new Date(pin.createdAt.getTime() + PIN_CEILING_WINDOW_MS);
    }
  }
  return null;
}
