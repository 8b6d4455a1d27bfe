import { createHmac } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { createBlockBatch } from './rate-limit-block-batch.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

export type PgRateLimitStoreDeps = {
  db: Database;
  clock: Clock;
  /** Keys are stored as an HMAC with this pepper, so no client address is written to the database. */
  pepper: string;
  /** Leases kept at most (default 50,000); past it a new key is counted one request at a time. */
  maxLeases?: number;
};

const PRUNE_EVERY_MS = 60_000;

/**
 * A limit of `max` requests a window is counted in PostgreSQL in blocks of max / LEASE_PARTS (at least
 * 1): a process adds a whole block to the shared count at once and lets that many requests through
 * before it counts again (decision 303). Route limits of fewer than LEASE_PARTS stay exact.
 */
export const LEASE_PARTS = 20;
/** Leases kept at most; past it (a flood of new addresses) a new key is counted one request at a time. */
const MAX_LEASES = 50_000;

export function leaseBlockOf(max: number): number {
  return Math.max(1, Math.floor(max / LEASE_PARTS));
}

/**
 * Counts this process took from the shared count and has not used yet: the shared count was `base`
 * before it took them, and `used` of its `granted` counts have gone to requests.
 */
type Lease = { base: number; granted: number; used: number; resetAt: number };

/**
 * Counts in `rate_limit_counters`, so every API process on the same database shares one count. One
 * atomic upsert adds a block of counts (a row whose window has ended starts again at the block, with a
 * new reset time; the blocks asked for in one turn of the event loop go in one statement:
 * rate-limit-block-batch.ts); the process spends the block locally. Over all processes a key never
 * passes `max` in a window; it may be refused up to (processes - 1) blocks early, when other processes
 * hold counts they have not used.
 */
export function createPgCounter({ db, clock, pepper, maxLeases = MAX_LEASES }: PgRateLimitStoreDeps) {
  let lastPrunedAt = 0;
  const leases = new Map<string, Lease>();
  const leasesBeingTaken = new Map<string, Promise<Lease>>();

  async function prune(now: Date) {
    if (now.getTime() - lastPrunedAt < PRUNE_EVERY_MS) return;
    lastPrunedAt = now.getTime();
    for (const [key, lease] of leases) if (lease.resetAt <= now.getTime()) leases.delete(key);
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
  }

  const blocks = createBlockBatch(db, clock);

  /** Adds `size` counts to the shared count; answers the lease of those within `max`. */
  async function takeLease(storedKey: string, timeWindowMs: number, size: number, max: number) {
    const added = await blocks.add({ storedKey, size, windowMs: timeWindowMs });
    const base = added.count - size;
    const lease: Lease = {
      base,
      granted: Math.max(0, Math.min(size, max - base)),
      used: 0,
      resetAt: added.resetAtMs,
    };
    return lease;
  }

  /** One request's count from a lease: its next count, or one past them all (past `max`) when none is left. */
  function spend(lease: Lease, at: Date): Result {
    const ttl = Math.max(0, lease.resetAt - at.getTime());
    if (lease.used === lease.granted) return { current: lease.base + lease.granted + 1, ttl };
    lease.used += 1;
    return { current: lease.base + lease.used, ttl };
  }

  return {
    storedKey: (key: string) => createHmac('sha256', pepper).update(key).digest('base64url'),

    /**
     * Counts one request of `storedKey` against `max` a window: from this process's lease while it
     * lasts, else from a new block. A request past the limit answers a count above `max`.
     */
    async increment(storedKey: string, timeWindowMs: number, max: number): Promise<Result> {
      const at = clock();
      await prune(at);
      const blockSize = leaseBlockOf(max);
      for (;;) {
        const lease = leases.get(storedKey);
        if (lease && lease.resetAt > at.getTime() && lease.used < lease.granted) return spend(lease, at);
        // Requests of one key arriving together (a page's calls) wait for one block, not one each.
        const taking = leasesBeingTaken.get(storedKey);
        if (taking) {
          await taking;
          continue;
        }
        // A block is taken only when its lease can be kept: else its unused counts would be lost.
        const isKept = blockSize > 1 && (leases.size < maxLeases || leases.has(storedKey));
        const taken = takeLease(storedKey, timeWindowMs, isKept ? blockSize : 1, max);
        leasesBeingTaken.set(storedKey, taken);
        let fresh: Lease;
        try {
          fresh = await taken;
        } finally {
          leasesBeingTaken.delete(storedKey);
        }
        if (fresh.granted > 0 && isKept) leases.set(storedKey, fresh);
        else leases.delete(storedKey);
        // A block with none granted (the shared count was at `max` or past it) answers a count above `max`.
        return spend(fresh, at);
      }
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

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.pgCounter.increment(this.pgCounter.storedKey(this.prefix + key), timeWindow, max).then(
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
