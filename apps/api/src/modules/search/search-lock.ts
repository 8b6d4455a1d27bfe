import { LIMITS } from '@hospedar/contracts/constants';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { createSearchLockRepository } from './search-lock-repository.ts';

export type SearchLockSettings = {
  /** Failed searches within the window that lock the client out of the hotel's search (default 5). */
  maxFailures: number;
  /** Minutes the failures are counted over (default 15). */
  windowMinutes: number;
};
export const DEFAULT_SEARCH_LOCK: SearchLockSettings = { maxFailures: 5, windowMinutes: 15 };

const MINUTE_MS = 60_000;
const PRUNE_EVERY_MS = MINUTE_MS;

export type SearchLockDeps = { db: Database; clock: Clock; settings?: SearchLockSettings };
type ClientOfHotel = { companyId: string; clientKey: string };

/**
 * The search lock (spec sections 8 and 9), kept in PostgreSQL so it survives restarts and holds
 * across API processes.
 *
 * Rule: a search fails when it finds no reservation. When a failed search is the N-th failure of that
 * client (hashed address) to that hotel within W minutes, the client's searches to that hotel are
 * refused with 429 SEARCH_LOCKED until 5 minutes (LIMITS.searchLockMinutes) after that failure.
 * Refused searches are not counted. Successful searches are recorded but never erase failures, so a
 * success neither unlocks early nor resets the count: someone who knows one reservation cannot use it
 * to keep guessing others.
 */
export function createSearchLock({ db, clock, settings = DEFAULT_SEARCH_LOCK }: SearchLockDeps) {
  const repository = createSearchLockRepository(db);
  const windowMs = settings.windowMinutes * MINUTE_MS;
  const lockMs = LIMITS.searchLockMinutes * MINUTE_MS;
  let lastPrunedAt = 0;
  const since = (now: Date) => new Date(now.getTime() - windowMs - lockMs);
  /** How many of the latest failures are read: far more than one lock needs. */
  const failuresRead = 10 * settings.maxFailures + 100;

  /** When the lock that covers `now` ends, or null when none does. */
  async function lockedUntil(client: ClientOfHotel, now: Date): Promise<Date | null> {
    // A failure older than window + lock can no longer start or be part of a lock that covers now.
    const failures = await repository.failureTimes(client, since(now), failuresRead);
    for (let last = failures.length - 1; last >= settings.maxFailures - 1; last -= 1) {
      const reached = failures[last];
      const first = failures[last - settings.maxFailures + 1];
      if (!reached || !first) continue;
      if (reached.getTime() - first.getTime() > windowMs) continue;
      const until = new Date(reached.getTime() + lockMs);
      return until.getTime() > now.getTime() ? until : null;
    }
    return null;
  }

  function lockedError(until: Date, now: Date): HttpError {
    const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return new HttpError(
      429,
      'SEARCH_LOCKED',
      `Too many searches without a result; try again in ${LIMITS.searchLockMinutes} minutes.`,
      { retryAfterSeconds },
    );
  }

  async function pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - lastPrunedAt < PRUNE_EVERY_MS) return;
    lastPrunedAt = now.getTime();
    await repository.deleteOlderThan(since(now));
  }

  return {
    /**
     * The rule's figures for a statement that reads the lock itself (search/search-statement.ts), as
     * `lockedUntil` reads it: the failures since `since`, at most `limit`, `maxFailures` of them within
     * `windowMs` lock for `lockMs` after the last.
     */
    ruleAt(now: Date) {
      return {
        since: since(now),
        limit: failuresRead,
        maxFailures: settings.maxFailures,
        windowMs,
        lockMs,
      };
    },
    lockedError,
    /** Forgets, once a minute, the attempts too old to count (after recording one). */
    pruneNowAndThen,

    /** Throws 429 SEARCH_LOCKED (details.retryAfterSeconds) while the client is locked out of the hotel. */
    async assertNotLocked(client: ClientOfHotel): Promise<void> {
      const now = clock();
      const until = await lockedUntil(client, now);
      if (until) throw lockedError(until, now);
    },

    async recordAttempt(client: ClientOfHotel, succeeded: boolean): Promise<void> {
      const now = clock();
      await repository.recordAttempt({ ...client, succeeded, at: now });
      await pruneNowAndThen(now);
    },
  };
}
export type SearchLock = ReturnType<typeof createSearchLock>;
