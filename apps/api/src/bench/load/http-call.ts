import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One HTTP exchange's outcome: status 0 when the connection failed (`networkError` says how). */
export type HttpAnswer = {
  status: number;
  /** The parsed JSON body, or null when the answer had none (or was not JSON). */
  body: unknown;
  ms: number;
  networkError?: string;
};

export type HttpCall = {
  /** http://127.0.0.1:4100 — where the request goes; the hotel is chosen by `host`. */
  baseUrl: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  /** The Host header: `<subdomain>.localhost:<port>` names the hotel. */
  host: string;
  headers?: Record<string, string>;
  body?: unknown;
  agent?: Agent;
  timeoutMs?: number;
};

/** Kept-alive connections, shared by every simulated guest of a process (as a proxy's pool would be). */
export const sharedAgent = new Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * One request over node:http (fetch refuses to set Host). Never throws: a refused connection, a reset
 * or a timeout answers status 0, so a load or fault run can count it and retry.
 */
export function httpCall(call: HttpCall): Promise<HttpAnswer> {
  const started = performance.now();
  const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  const headers: Record<string, string> = { host: call.host, accept: 'application/json', ...call.headers };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve) => {
    let isDone = false;
    const finish = (answer: Omit<HttpAnswer, 'ms'>) => {
      if (isDone) return;
      isDone = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const sent = httpRequest(
      new URL(call.path, call.baseUrl),
      { method: call.method, headers, agent: call.agent ?? sharedAgent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => finish({ status: 0, body: null, networkError: error.message }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
          let body: unknown = null;
          try {
            body = isJson && text !== '' ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          finish({ status: response.statusCode ?? 0, body });
        });
      },
    );
    sent.setTimeout(call.timeoutMs ?? 30_000, () => sent.destroy(new Error('timed out')));
    sent.on('error', (error) => finish({ status: 0, body: null, networkError: error.message }));
    sent.end(payload);
  });
}
