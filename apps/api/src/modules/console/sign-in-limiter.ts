import type { Clock } from '../../clock.ts';
import { signInLocked } from './staff-errors.ts';
import type { StaffRepository } from './staff-repository.ts';
import {
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_CLIENT,
} from './staff-rules.ts';
import { failureKey } from './staff-secrets.ts';

export type SignInAttempt = { companyId: string; email: string; ip: string };

/**
 * Wrong passwords counted per account and per address (decision 194), as the PIN's wrong codes are
 * counted per guest: past either ceiling the sign-in answers 429 until the oldest failure leaves the
 * window, right password or not. An e-mail without an account counts the same, so the lock tells nothing.
 */
export function createSignInLimiter({
  repository,
  clock,
  pepper,
}: {
  repository: StaffRepository;
  clock: Clock;
  pepper: string;
}) {
  const keysOf = (attempt: SignInAttempt) => ({
    emailKey: failureKey('email', attempt.email, pepper),
    clientKey: failureKey('client', attempt.ip, pepper),
  });

  return {
    /** Throws 429 STAFF_SIGN_IN_LOCKED while the account or the address is over its ceiling. */
    async assertOpen(attempt: SignInAttempt): Promise<void> {
      const now = clock();
      const since = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
      const { emailKey, clientKey } = keysOf(attempt);
      const checks = [
        {
          found: await repository.failuresSince(attempt.companyId, { emailKey }, since),
          max: SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
        },
        {
          found: await repository.failuresSince(attempt.companyId, { clientKey }, since),
          max: SIGN_IN_MAX_FAILURES_PER_CLIENT,
        },
      ];
      for (const { found, max } of checks) {
        if (found.count < max || !found.oldest) continue;
        const opensAt = found.oldest.getTime() + SIGN_IN_FAILURE_WINDOW_MS;
        throw signInLocked(Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)));
      }
    },

    async recordFailure(attempt: SignInAttempt): Promise<void> {
      await repository.recordFailure({
        companyId: attempt.companyId,
        ...keysOf(attempt),
        createdAt: clock(),
      });
    },

    /** A right password clears the account's failures (not the address's). */
    async recordSuccess(attempt: SignInAttempt): Promise<void> {
      await repository.clearFailures(attempt.companyId, keysOf(attempt).emailKey);
    },
  };
}
