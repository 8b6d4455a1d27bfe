import type { FastifyInstance } from 'fastify';
import { HOSTS } from './api-client.ts';
import { solveBotCheck } from './bot-check.ts';

export type SearchCall = {
  host?: string;
  /** The client's address (inject's remoteAddress): the search lock and rate limits count by it. */
  ip?: string;
  /** An X-Forwarded-For header, as a client and the proxies in front of the API wrote it. */
  forwardedFor?: string;
  /** Sent as is; when absent, a freshly solved bot check is added. */
  botCheck?: string | null;
};

/** POST /api/appointments/search, answering the status, the parsed body and the headers. */
export async function postSearch(app: FastifyInstance, body: Record<string, unknown>, call: SearchCall = {}) {
  const host = call.host ?? HOSTS.solnascente;
  const botCheck = call.botCheck === undefined ? await solveBotCheck(app, host) : call.botCheck;
  const response = await app.inject({
    method: 'POST',
    url: '/api/appointments/search',
    headers: call.forwardedFor === undefined ? { host } : { host, 'x-forwarded-for': call.forwardedFor },
    remoteAddress: call.ip ?? '127.0.0.1',
    payload: botCheck === null ? body : { ...body, botCheck },
  });
  // JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = response.json();
  return { status: response.statusCode, body: json, headers: response.headers };
}
