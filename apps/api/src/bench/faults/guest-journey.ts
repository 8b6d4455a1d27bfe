import { solveChallenge } from 'altcha-lib/v1';
import { BENCH_COMPANY, type BenchGuest } from './bench-data.ts';
import type { SmtpReceiver } from './smtp-receiver.ts';

/** A save the API acknowledged (2xx): what the database must hold afterwards. */
export type Acknowledged =
  | { kind: 'field'; guestId: string; field: TSavedField; value: string }
  | { kind: 'finalize'; guestId: string }
  | { kind: 'rating'; guestId: string; comment: string };

/** Fields each journey saves, one a step, with a value of its own: the ledger checks each in the row. */
export const SAVED_FIELDS = ['address_complement', 'neighborhood', 'address_number'] as const;
export type TSavedField = (typeof SAVED_FIELDS)[number];
const BODY_KEY: Record<TSavedField, string> = {
  address_complement: 'addressComplement',
  neighborhood: 'neighborhood',
  address_number: 'addressNumber',
};

export type JourneyDeps = {
  /** The API processes; each request goes to the next one, as a round-robin load balancer sends it. */
  baseUrls: readonly string[];
  mailbox: SmtpReceiver;
  /** Called once for every save the API acknowledged. */
  onAcknowledged(save: Acknowledged): void;
  /** Called for every failed try (no answer, 5xx) the journey then retried. */
  onError(what: string): void;
  /** How long a journey keeps retrying one step before giving up (a guest's patience). */
  stepTimeoutMs?: number;
};

type Answer = { status: number; body: Record<string, unknown> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextProcess = 0;

/**
 * One guest on a phone: searches (solving the bot check), asks a PIN by e-mail and reads it from the
 * SMTP receiver, verifies it, saves three steps, finalizes the form and rates the portal. A try that gets
 * no answer or a 5xx is retried after a growing pause on the next process, as the portal retries its
 * idempotent saves; the outcome is what the API acknowledged.
 */
export async function runGuestJourney(guest: BenchGuest, deps: JourneyDeps, tag: string): Promise<void> {
  const stepTimeoutMs = deps.stepTimeoutMs ?? 180_000;

  async function once(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
    const baseUrl = deps.baseUrls[nextProcess++ % deps.baseUrls.length];
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed };
  }

  /** Retries a request until it gets a non-5xx answer (a guest's phone retrying through the faults). */
  async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
    const deadline = Date.now() + stepTimeoutMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await once(method, path, typeof body === 'function' ? await body() : body, token);
        if (answer.status < 500) return answer;
        deps.onError(`${method} ${routeOf(path)} ${answer.status}`);
      } catch (error) {
        deps.onError(`${method} ${routeOf(path)} ${error instanceof Error ? error.name : 'error'}`);
      }
      if (Date.now() > deadline) throw new Error(`${method} ${path}: gave up after ${attempt + 1} tries`);
      await sleep(Math.min(5_000, 300 * 2 ** attempt));
    }
  }

  async function botCheck(): Promise<string> {
    const { status, body } = await call('GET', '/api/bot-check/challenge');
    if (status !== 200) throw new Error(`challenge answered ${status}`);
    const challenge = body as {
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber: number;
    };
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('bot check without a solution');
    const payload = { ...challenge, number: solution.number };
    return Buffer.from(
      JSON.stringify({
        algorithm: payload.algorithm,
        challenge: payload.challenge,
        number: payload.number,
        salt: payload.salt,
        signature: payload.signature,
      }),
    ).toString('base64');
  }

  const expect2xx = (answer: Answer, what: string) => {
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    return answer;
  };

  // 1. The search (a fresh bot check on every try: a solution is spent once).
  const found = await call('POST', '/api/appointments/search', async () => ({
    type: 'reservation',
    reservationNumber: guest.reservationNumber,
    lastName: guest.lastName,
    botCheck: await botCheck(),
  }));
  expect2xx(found, 'search');

  // 2. The PIN by e-mail, read from the SMTP receiver, then verified.
  const token = await signIn();

  // 3. Three steps saved, each a field of its own with a value the ledger will look for.
  for (const field of SAVED_FIELDS) {
    const value = `${tag}-${field}`.slice(0, 20);
    expect2xx(
      await call('PUT', `/api/clients/${guest.guestId}`, { [BODY_KEY[field]]: value }, token),
      `save ${field}`,
    );
    deps.onAcknowledged({ kind: 'field', guestId: guest.guestId, field, value });
  }

  // 4. Finalized: the FNRH export goes to the outbox in the same transaction.
  const finalized = await call(
    'POST',
    '/api/clients/finalize-register',
    {
      companyId: BENCH_COMPANY,
      reservationId: guest.reservationId,
      clientId: guest.guestId,
      immediatelyExport: true,
    },
    token,
  );
  expect2xx(finalized, 'finalize');
  deps.onAcknowledged({ kind: 'finalize', guestId: guest.guestId });

  // 5. The rating, once per guest: after a lost answer the retry meets 409, the first one having landed.
  const comment = `${tag} rating`;
  const rated = await call('POST', '/api/rating', { guestId: guest.guestId, rating: 5, comment }, token);
  if (rated.status === 409) return;
  expect2xx(rated, 'rating');
  deps.onAcknowledged({ kind: 'rating', guestId: guest.guestId, comment });

  async function signIn(): Promise<string> {
    const deadline = Date.now() + stepTimeoutMs;
    while (Date.now() < deadline) {
      const since = deps.mailbox.received.length;
      const asked = await call('POST', `/api/clients/${guest.guestId}/pin`, async () => ({
        contactId: 'email',
        botCheck: await botCheck(),
      }));
      if (asked.status === 429) {
        const wait =
          (asked.body.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 5;
        await sleep(Math.min(wait, 120) * 1000);
        continue;
      }
      expect2xx(asked, 'ask PIN');
      const mail = await deps.mailbox.waitFor(guest.email, since, 90_000);
      if (!mail) continue;
      const code = /: (\d{4,8})$/m.exec(mail.text)?.[1] ?? /(?:é|is|es) (\d{4,8})\./.exec(mail.text)?.[1];
      if (!code) throw new Error('no PIN in the e-mail');
      const verified = await call('POST', `/api/clients/${guest.guestId}/pin/email/verify`, {
        verificationCode: code,
      });
      if (verified.status === 200 && typeof verified.body.token === 'string') return verified.body.token;
      deps.onError(`verify ${verified.status}`);
    }
    throw new Error('could not sign in');
  }
}

/** A path with its ids left out, for counting errors by route. */
function routeOf(path: string): string {
  return path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
}
