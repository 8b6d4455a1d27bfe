import type { SmsDriver } from './sms-driver.ts';

export type HttpSmsDriverOptions = {
  /** The gateway's endpoint; see README.md beside this file for the contract. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Milliseconds before the request is abandoned (and retried by the outbox). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** POSTs `{ to, text }` as JSON to an SMS gateway; any 2xx means accepted, anything else throws. */
export function createHttpSmsDriver({
  url,
  token,
  timeoutMs = 10_000,
  fetchImpl = fetch,
}: HttpSmsDriverOptions): SmsDriver {
  return {
    name: 'http',
    async send({ to, text }) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is drained so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
