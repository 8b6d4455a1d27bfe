import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { guestPins, localMailbox } from '../db/schema/index.ts';
import { HOSTS } from './api-client.ts';
import { solveBotCheck } from './bot-check.ts';

// JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function postJson(app: FastifyInstance, url: string, payload: unknown, host: string, headers = {}) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { host, ...headers },
    payload: payload as object,
  });
  const body: Json = response.json();
  return { status: response.statusCode, body, headers: response.headers };
}

/** POST /api/clients/:id/pin with a freshly solved bot check. */
export async function askPin(
  app: FastifyInstance,
  guestId: string,
  contactId: 'email' | 'mobile',
  options: { host?: string; lang?: string } = {},
) {
  const host = options.host ?? HOSTS.solnascente;
  const botCheck = await solveBotCheck(app, host);
  return postJson(
    app,
    `/api/clients/${guestId}/pin`,
    { contactId, botCheck },
    host,
    options.lang ? { lang: options.lang } : {},
  );
}

export function verifyPin(
  app: FastifyInstance,
  guestId: string,
  contactId: 'email' | 'mobile',
  verificationCode: string,
  host: string = HOSTS.solnascente,
) {
  return postJson(app, `/api/clients/${guestId}/pin/${contactId}/verify`, { verificationCode }, host);
}

export function openPinLink(
  app: FastifyInstance,
  body: Record<string, unknown>,
  host: string = HOSTS.solnascente,
) {
  return postJson(app, '/api/clients/pin-link', body, host);
}

/** The code and link token in a PIN message's text. */
export function pinFromText(text: string): { code: string; linkToken: string } {
  const code = /: (\d{4,8})$/m.exec(text)?.[1] ?? /(?:é|is|es) (\d{4,8})\./.exec(text)?.[1];
  const linkToken = /\/welcome\/validate\/pin\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!code || !linkToken) throw new Error('no PIN in the message');
  return { code, linkToken };
}

/** The latest message the local drivers kept for a recipient. */
export async function latestLocalMessage(db: Database, recipient: string) {
  const [row] = await db
    .select()
    .from(localMailbox)
    .where(eq(localMailbox.recipient, recipient))
    .orderBy(desc(localMailbox.createdAt))
    .limit(1);
  if (!row) throw new Error('no message kept for the recipient');
  return row;
}

/** A code that is not `code`, of the same length. */
export function wrongCode(code: string): string {
  return code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
}

/**
 * Forgets every PIN of a guest, so a test starts clear of the resend, hourly and daily limits without
 * moving the clock past the demo reservation's stay (the API refuses an ended reservation).
 */
export async function forgetPins(db: Database, guestId: string): Promise<void> {
  await db.delete(guestPins).where(eq(guestPins.guestId, guestId));
}
