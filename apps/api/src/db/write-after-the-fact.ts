/** About 40 s of growing pauses: longer than a PostgreSQL restart, inside the outbox's 60-s claim. */
export const AFTER_THE_FACT_RETRY_MS: readonly number[] = [
  250, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000,
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a database write that records something already done outside the database (an e-mail the SMTP
 * server took, a registration FNRH Digital accepted), trying again after each pause while it fails: the
 * database restarting must not turn a done delivery into a failed one, which the outbox would repeat.
 * Throws the last error when the pauses run out.
 */
export async function writeAfterTheFact(
  write: () => Promise<unknown>,
  {
    retryMs = AFTER_THE_FACT_RETRY_MS,
    onRetry,
  }: { retryMs?: readonly number[]; onRetry?: (error: unknown) => void } = {},
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      const waitMs = retryMs[attempt];
      if (waitMs === undefined) throw error;
      onRetry?.(error);
      await pause(waitMs);
    }
  }
}
