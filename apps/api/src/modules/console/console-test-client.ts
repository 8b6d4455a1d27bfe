import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';

// JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A console call as the browser makes it: Host, the same-origin Origin, and the session cookie. */
export async function consoleCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { host?: string; cookie?: string; body?: object; headers?: Record<string, string> } = {},
) {
  const host = options.host ?? HOSTS.solnascente;
  const response = await app.inject({
    method,
    url,
    headers: {
      host,
      origin: `http://${host}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  const body: Json = isJson ? response.json() : response.body;
  return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
}

/** Signs in and answers the cookie header to send back (`hospedar_staff=<id>`). */
export async function signIn(app: FastifyInstance, email: string, password: string, host?: string) {
  const answer = await consoleCall(app, 'POST', '/api/console/session', { host, body: { email, password } });
  const setCookie = [answer.headers['set-cookie'] ?? []].flat()[0] ?? '';
  return { ...answer, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

/** The token of the latest console e-mail to the address (the link's `#token=`). */
export async function latestLinkToken(db: Database, to: string): Promise<string | null> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt));
  for (const row of rows) {
    const payload = row.payload as { to?: string; text?: string };
    if (payload.to !== to) continue;
    const match = /#token=([A-Za-z0-9_-]{43})/.exec(payload.text ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}

export async function mailsTo(db: Database, to: string) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'email'));
  return rows.filter((row) => (row.payload as { to?: string }).to === to);
}
