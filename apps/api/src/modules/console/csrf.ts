import type { FastifyRequest } from 'fastify';
import { csrfRejected } from './staff-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF (decision 192): the cookie is SameSite=Strict, and every change to the console must also carry
 * an Origin header naming the request's own host (browsers send it on every fetch POST; a page of
 * another site cannot forge it). A request without one (a script, an old form) is refused.
 */
export async function assertSameOrigin(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') throw csrfRejected();
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw csrfRejected();
  }
  if (originHost !== request.host.toLowerCase()) throw csrfRejected();
}
