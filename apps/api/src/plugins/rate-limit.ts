import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { subdomainFromHost } from '../modules/tenant/host.ts';
import { pgRateLimitStore } from './pg-rate-limit-store.ts';

export type RateLimitOptions = {
  max: number;
  timeWindowMs: number;
  /**
   * Multiplies the `max` of every route's own limit (`config.rateLimit`). 1 in production; tests that
   * call one route many times use a large factor, and tests of a route's limit keep 1.
   */
  routeMaxFactor?: number;
};

/** A route's own limit, for `config: { rateLimit }`. */
export type RouteRateLimit = { max: number; timeWindow: number };

/**
 * Stricter limits for the calls strangers make, per client address, hotel and route; they replace the
 * global limit on that route. To limit another route, declare it the same way:
 *
 *   app.post('/clients/:id/pin', { config: { rateLimit: { max: 5, timeWindow: 60_000 } }, ... })
 *
 * The route then counts in PostgreSQL under its own key (method and URL), shared by every API process.
 */
export const ROUTE_RATE_LIMITS = {
  search: { max: 20, timeWindow: 60_000 },
  botCheckChallenge: { max: 30, timeWindow: 60_000 },
  geo: { max: 120, timeWindow: 60_000 },
  /** Upload forms carry their own signature and no token: a stranger can post to it. */
  storageUpload: { max: 30, timeWindow: 60_000 },
  /** Signed accesses to the hotel's guest-control system; anonymous ones need no token. */
  externalAccess: { max: 10, timeWindow: 60_000 },
  /** Tracking takes no token: a few calls a page, per address and hotel. */
  tracking: { max: 60, timeWindow: 60_000 },
  /** A stranger's face search image form: each takes a row and, once uploaded, a file until searched. */
  faceSearchUpload: { max: 10, timeWindow: 60_000 },
  /** Registering a face runs the face model (about a second of CPU). */
  faceIndex: { max: 10, timeWindow: 60_000 },
} as const satisfies Record<string, RouteRateLimit>;

/** Counts per client address and hotel, so one hotel's traffic never throttles another's guests. */
export function rateLimitKey(request: FastifyRequest): string {
  return `${request.ip}|${subdomainFromHost(request.headers.host) ?? '-'}`;
}

/**
 * Only the API and the sandbox payment processor are limited: the portal's files are static and a
 * single page view loads dozens of them, so counting them would lock out a hotel's guests sharing one
 * Wi-Fi address. The health check is for load balancers and monitors.
 */
export function isExemptFromRateLimit(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const isLimited = path.startsWith('/api/') || path.startsWith('/sandbox-processor/');
  return !isLimited || path === '/api/health';
}

function isRouteRateLimit(value: unknown): value is RouteRateLimit {
  return typeof value === 'object' && value !== null && typeof (value as RouteRateLimit).max === 'number';
}

export type RateLimitPluginOptions = RateLimitOptions & { db: Database; clock: Clock; pepper: string };

/** Request limits kept in PostgreSQL (table rate_limit_counters), so they hold across API processes. */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  const factor = options.routeMaxFactor ?? 1;
  if (factor !== 1) {
    // Runs before @fastify/rate-limit's own onRoute hook (registered below), which reads the route's limit.
    app.addHook('onRoute', (route) => {
      const limit: unknown = route.config?.rateLimit;
      if (isRouteRateLimit(limit)) {
        route.config = { ...route.config, rateLimit: { ...limit, max: limit.max * factor } };
      }
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.timeWindowMs,
    store: pgRateLimitStore({ db: options.db, clock: options.clock, pepper: options.pepper }),
    keyGenerator: rateLimitKey,
    allowList: (request) => isExemptFromRateLimit(request),
    // Thrown to the errors plugin, which answers it as RATE_LIMITED with details.retryAfterSeconds.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Rate limit exceeded, retry in ${context.after}.`,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
