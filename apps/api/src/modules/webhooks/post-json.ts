import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isNonPublicAddress, type WebhookNetworkPolicy } from './network-policy.ts';

export type PostResult = { statusCode: number } | { error: string };

/**
 * POSTs a JSON body and answers the status code, or why no answer came: within `timeoutMs` for the whole
 * exchange, redirects not followed (a 3xx is a failure), the answer's body read and dropped, a new
 * connection each time. Connects only where the network policy allows (decision 143).
 */
export function postJson(
  target: string,
  {
    body,
    headers,
    timeoutMs,
    policy,
  }: {
    body: string;
    headers: Record<string, string>;
    timeoutMs: number;
    policy: WebhookNetworkPolicy;
  },
): Promise<PostResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return resolve({ error: 'invalid URL' });
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (policy.isProduction && isIP(host) && isNonPublicAddress(host)) {
      return resolve({ error: 'refused: a non-public address' });
    }
    const client = url.protocol === 'https:' ? https : http;
    let isSettled = false;
    const settle = (result: PostResult) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy),
        // A connection of its own each time: a pooled socket would skip the lookup and its check.
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => settle({ statusCode: response.statusCode ?? 0 }));
        response.on('error', (error) => settle({ error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      settle({ error: `timed out after ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => settle({ error: error.message }));
    request.end(body);
  });
}
