import { createHmac } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

export type PgRateLimitStoreDeps = {
  db: Database;
  clock: Clock;
  /** Keys are stored as an HMAC with this pepper, so no client address is written to the database. */
  pepper: string;
};

const PRUNE_EVERY_MS = 60_000;

/**
 * Counts in `rate_limit_counters`, so every API process on the same database shares one count. One
 * atomic upsert per request: a row whose window has ended starts again at 1 with a new reset time.
 */
export function createPgCounter({ db, clock, pepper }: PgRateLimitStoreDeps) {
  let lastPrunedAt = 0;

  async function prune(now: Date) {
    if (now.getTime() - lastPrunedAt < PRUNE_EVERY_MS) return;
    lastPrunedAt = now.getTime();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
  }

  // Built once, on first use, and prepared on each connection (it runs on every API request; decision
  // 270). Dates in raw SQL go as ISO text (both drivers); the column's own value as a Date.
  const now = sql.placeholder('nowIso');
  const resetIso = sql.placeholder('resetIso');
  const buildUpsert = () =>
    db
      .insert(rateLimitCounters)
      .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('resetAt') })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.resetAt} <= ${now}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now}::timestamptz then ${resetIso}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      .prepare('rate_limit_increment');
  let upsert: ReturnType<typeof buildUpsert> | undefined;

  return {
    storedKey: (key: string) => createHmac('sha256', pepper).update(key).digest('base64url'),

    async increment(storedKey: string, timeWindowMs: number): Promise<Result> {
      const at = clock();
      await prune(at);
      const resetAt = new Date(at.getTime() + timeWindowMs);
      upsert ??= buildUpsert();
      const [row] = await upsert.execute({
        key: storedKey,
        nowIso: at.toISOString(),
        resetAt,
        resetIso: resetAt.toISOString(),
      });
      if (!row) throw new Error('rate-limit upsert returned no row');
      return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - at.getTime()) };
    },

    async read(storedKey: string): Promise<Result> {
      const now = clock();
      const [row] = await db
        .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${storedKey}`);
      if (!row || row.resetAt.getTime() <= now.getTime()) return { current: 0, ttl: 0 };
      return { current: row.count, ttl: row.resetAt.getTime() - now.getTime() };
    },
  };
}
type PgCounter = ReturnType<typeof createPgCounter>;

/**
 * A store class for @fastify/rate-limit's `store` option (it calls `new Store(globalOptions)`).
 * The global limit counts under 'global|<key>'; a route with `config.rateLimit` gets a child store
 * whose keys start with its method and URL, so its count is its own (as the Redis store does).
 */
export function pgRateLimitStore(deps: PgRateLimitStoreDeps): FastifyRateLimitStoreCtor {
  const counter = createPgCounter(deps);

  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global|',
      private readonly pgCounter: PgCounter = counter,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.pgCounter.increment(this.pgCounter.storedKey(this.prefix + key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Used by `{ increment: false }` checks: the count without adding to it. */
    read(key: string, callback: Callback): void {
      this.pgCounter.read(this.pgCounter.storedKey(this.prefix + key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      // The plugin's types say route options; at run time it passes the merged limit options with the
      // route under `routeInfo` (see @fastify/rate-limit's onRoute hook and its Redis store).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: Partial<RouteOptions> };
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new PgRateLimitStore(undefined, `${method} ${routeInfo?.url ?? ''}|`, this.pgCounter);
    }
  }
  return PgRateLimitStore;
}
