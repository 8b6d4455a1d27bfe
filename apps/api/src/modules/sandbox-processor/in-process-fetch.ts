import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../../adapters/payment/pagarme-processor.ts';

/** The sandbox's base URL as the sandbox driver calls it; only its path is dispatched (decision 93). */
export const SANDBOX_INTERNAL_BASE_URL = 'http://sandbox-processor.internal/sandbox-processor/core/v5';

/**
 * A fetch that answers from this server's own routes through Fastify's `inject`, without a socket:
 * the sandbox driver speaks HTTP to the sandbox module as the Pagar.me driver does to Pagar.me, on a
 * server that may not listen at all (tests).
 */
export function inProcessFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST' | 'DELETE',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') answerHeaders.set(name, value);
    }
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? response.rawPayload : null, {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };
}
