import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@hospedar/contracts/constants';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { HttpError } from '../../http-error.ts';
import { createSearchLockRepository, type ClientOfHotel } from './search-lock-repository.ts';

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

/**
 * The search lock (spec sections 8 and 9), kept in PostgreSQL so it survives restarts and holds
 * across API processes.
 *
 * Rule: a search fails when it finds no reservation. When a failed search is the N-th failure of that
 * client (hashed address) to that hotel within W minutes, the client's searches to that hotel are
 * refused with 429 SEARCH_LOCKED until 5 minutes (LIMITS.searchLockMinutes) after that failure.
 * Refused searches are not counted. Only failures are recorded (decision 307): a success neither
 * unlocks early nor resets the count, so someone who knows one reservation cannot use it to keep
 * guessing others.
 */
export function createSearchLock({ db, clock, settings = DEFAULT_SEARCH_LOCK }: SearchLockDeps) {
  const repository = createSearchLockRepository(db);
  const windowMs = settings.windowMinutes * MINUTE_MS;
  const lockMs = LIMITS.searchLockMinutes * MINUTE_MS;
  let lastPrunedAt = 0;
  /** A failure older than window + lock can no longer start or be part of a lock that covers now. */
  const since = (now: Date) => new Date(now.getTime() - windowMs - lockMs);

  /**
   * One row: `until`, when the client's lock ends, null when no lock ever ended after `now`. A lock
   * that covers now ends lockMs after a failure of the last lockMs (`reached`) that is the N-th of the
   * window it closes: at least N failures in [reached - window, reached]. The latest such failure
   * ends it. The operands are SQL: values (`assertNotLocked`), or the columns of a batch's search, whose
   * statement (search-statement.ts) reads it as a lateral subquery.
   */
  function lockEnd({ companyId, clientKey }: { companyId: SQL; clientKey: SQL }, now: Date): SQL {
    return sql`
      select max(reached.created_at) + ${lockMs}::float8 * interval '1 millisecond' as until
      from search_attempts reached
      where reached.company_id = ${companyId} and reached.client_key = ${clientKey}
        and reached.created_at > ${now.toISOString()}::timestamptz - ${lockMs}::float8 * interval '1 millisecond'
        and (
          select count(*) from search_attempts earlier
          where earlier.company_id = ${companyId} and earlier.client_key = ${clientKey}
            and earlier.created_at between reached.created_at - ${windowMs}::float8 * interval '1 millisecond'
              and reached.created_at
        ) >= ${settings.maxFailures}::int`;
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
    lockEnd,
    lockedError,
    /** Forgets, once a minute, the failures too old to count. */
    pruneNowAndThen,

    /** Throws 429 SEARCH_LOCKED (details.retryAfterSeconds) while the client is locked out of the hotel. */
    async assertNotLocked(client: ClientOfHotel): Promise<void> {
      const now = clock();
      // A row only while locked: the same comparison as the search's one statement (until > now).
      const [locked] = await executeRows<{ untilMs: number }>(
        db,
        sql`select extract(epoch from lock_end.until)::float8 * 1000 as "untilMs"
          from (${lockEnd({ companyId: sql`${client.companyId}`, clientKey: sql`${client.clientKey}` }, now)}) as lock_end
          where lock_end.until > ${now.toISOString()}::timestamptz`,
      );
      if (locked) throw lockedError(new Date(locked.untilMs), now);
    },

    /** Records a search that found nothing (it counts towards the lock). */
    async recordFailure(client: ClientOfHotel): Promise<void> {
      const now = clock();
      await repository.recordFailure({ ...client, at: now });
      await pruneNowAndThen(now);
    },
  };
}
export type SearchLock = ReturnType<typeof createSearchLock>;
