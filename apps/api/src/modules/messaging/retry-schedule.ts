/** Attempts before a message is marked 'dead'. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;

/** Wait after the n-th failed attempt (1-based): 30 s, 1 min, 2 min, … 32 min (about an hour in all). */
export function retryDelayMs(failedAttempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1);
}
