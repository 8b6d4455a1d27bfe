/**
 * One guest's whole pre-check-in journey over real HTTP, as the portal makes it (issue 18's load and
 * fault runs). Run with tsx; imported by `npm run bench:load` and `npm run bench:faults`.
 *
 *   const result = await runGuestJourney(target, options);
 *
 * target: GuestJourneyTarget
 *   host     Host header naming the hotel, e.g. 'load-0007.localhost:4100'
 *   search   a search payload the hotel offers (reservation, mail, phone, name or document; no bot check)
 *   email    the e-mail address of the guest the search finds: the PIN is asked for it and read from it
 * options: GuestJourneyOptions
 *   baseUrl        where the API listens, e.g. 'http://127.0.0.1:4100'
 *   mailbox        { waitForPin(recipient, { since, timeoutMs }) }: the PIN e-mail's code (see smtp-mailbox.ts)
 *   clientAddress  sent as X-Forwarded-For: the guest's own address behind the proxy (TRUST_PROXY)
 *   onSave         called for every save the API acknowledged (2xx): AcknowledgedSave below
 *   onResponse     called for every HTTP exchange: route template, status (0: network error), ms
 *   shouldRetry    called when a step failed with a network error, a 5xx or a PIN e-mail that did not
 *                  come: answer true (after waiting as you like) to run the step again, as the portal's
 *                  retry and a guest asking the PIN again do; otherwise the journey ends with that failure
 *   thinkMs        the guest's pause before each of its own actions (the search, asking the PIN, typing
 *                  the code it received, each save, signing, finalizing, finishing): random between half
 *                  and one and a half times this; 0 or absent, none (a closed loop that saturates the API)
 *
 * The steps: GET /api/config, bot check, search, contact info, bot check, ask the PIN by e-mail, read it,
 * verify it, read the guest, then personal info, address and contacts, additional data, signature,
 * finalize. For each adult companion (the portal's notify-companions path, decision 63): the main guest
 * gives it an e-mail (acompanhante.<id>@carga.example.com), the companion asks and verifies its own PIN
 * and saves the same steps with its own token. Then the main guest finishes the guest list. (Minors,
 * whose forms the main guest fills, are not handled: the generated reservations have none.) It never throws for what the API answers: the
 * result says where a journey stopped and why (`failure.kind`: 'network' | 'server' | 'refused' |
 * 'mail'). Saves resent after a network error or 5xx are idempotent (PUT of the same fields); a finish
 * resent after its answer was lost answers 409 GUEST_LIST_FINISHED, which counts as done
 * (AcknowledgedSave.afterRetry) since the first one was committed.
 */
import { ZGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { additionalDataConfig } from '@hospedar/contracts/guests/extra-field-rules';
import { ZFinalizeRegisterResponse } from '@hospedar/contracts/guests/finalize-register';
import { ZFinishGuestListResponse } from '@hospedar/contracts/guests/finish-guest-list';
import { ZGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { writeOptins } from '@hospedar/contracts/guests/optins';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { ZSaveSignatureResponse } from '@hospedar/contracts/guests/save-signature';
import { ZSearchResponse, type TSearchRequest } from '@hospedar/contracts/search/search-reservations';
import { ZGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';
import { dataUrl, signedPng } from '../../modules/guests/signature-test-images.ts';
import { solvedChallengePayload } from '../../test/bot-check.ts';
import { httpCall, type HttpAnswer } from './http-call.ts';
import { guestFormValues } from './guest-form-values.ts';

export type GuestJourneyTarget = {
  host: string;
  search: Exclude<TSearchRequest, { type: 'facial_recognition' }>;
  email: string;
};

/** What was saved, by the step of the portal that saves it. */
export type SaveKind =
  | 'companion-contact'
  | 'personal-info'
  | 'address-contacts'
  | 'additional-data'
  | 'signature'
  | 'finalize'
  | 'finish';

export type AcknowledgedSave = {
  kind: SaveKind;
  /** The route template and method, e.g. 'PUT /api/clients/:id'. */
  route: string;
  /** The guest whose data was saved; for 'finish', the main guest. */
  guestId: string;
  reservationId: string;
  /** The body sent (the signature's image is replaced by its length). */
  sent: unknown;
  /** The API's answer body. */
  answer: unknown;
  status: number;
  /** Acknowledged by a resent request after the first one's answer was lost (finish only). */
  afterRetry: boolean;
};

export type ResponseSample = { route: string; status: number; ms: number; networkError?: string };

export type JourneyFailure = {
  /** The step that stopped the journey, e.g. 'search', 'ask-pin', 'save personal-info'. */
  step: string;
  route: string;
  kind: 'network' | 'server' | 'refused' | 'mail';
  status: number;
  message: string;
  body: unknown;
};

export type GuestJourneyResult =
  | { ok: true; reservationId: string; guestIds: string[]; saves: number; requests: number }
  | { ok: false; failure: JourneyFailure; saves: number; requests: number };

export type PinMailbox = {
  /**
   * The code of the newest PIN e-mail to `recipient` received at or after `since` (Date.now() ms), leaving
   * out the codes in `spent` (ones the API already called expired).
   */
  waitForPin(
    recipient: string,
    options: { since: number; timeoutMs: number; spent?: ReadonlySet<string> },
  ): Promise<string>;
};

export type GuestJourneyOptions = {
  baseUrl: string;
  mailbox: PinMailbox;
  clientAddress?: string;
  onSave?: (save: AcknowledgedSave) => void;
  onResponse?: (sample: ResponseSample) => void;
  shouldRetry?: (failure: JourneyFailure, attempt: number) => boolean | Promise<boolean>;
  /** How long to wait for the PIN e-mail (default 30 s). */
  pinTimeoutMs?: number;
  /** Per request (default 30 s). */
  requestTimeoutMs?: number;
  /** The mean pause before each action of the guest's (ms); see the file's head. */
  thinkMs?: number;
};

/** The steps a guest starts by reading, typing or tapping; the others follow at once. */
const GUEST_ACTIONS: ReadonlySet<string> = new Set([
  'search',
  'pin',
  'save companion-contact',
  'save personal-info',
  'save address-contacts',
  'save additional-data',
  'save signature',
  'finalize',
  'finish',
]);

class StepFailed extends Error {
  constructor(readonly failure: JourneyFailure) {
    super(`${failure.step}: ${failure.message}`);
  }
}

/** The signature pad's drawing, made once: every simulated guest signs with the same strokes. */
let signatureImage: string | undefined;
const signature = () => (signatureImage ??= dataUrl(signedPng()));

const isRetryable = (failure: JourneyFailure) => failure.kind !== 'refused';

/** The API's error code in an answer's body (`{ code }`), if any. */
function errorCodeOf(answer: HttpAnswer): unknown {
  return (answer.body as { code?: unknown } | null)?.code;
}

function describe(answer: HttpAnswer): string {
  if (answer.networkError) return answer.networkError;
  const body = answer.body as { code?: unknown; message?: unknown } | null;
  return `${answer.status} ${String(body?.code ?? '')} ${String(body?.message ?? '')}`.trim();
}

export async function runGuestJourney(
  target: GuestJourneyTarget,
  options: GuestJourneyOptions,
): Promise<GuestJourneyResult> {
  let saves = 0;
  let requests = 0;
  let token = '';
  const forwarded: Record<string, string> = options.clientAddress
    ? { 'x-forwarded-for': options.clientAddress }
    : {};

  async function call(method: 'GET' | 'PUT' | 'POST', route: string, path: string, body?: unknown) {
    const answer = await httpCall({
      baseUrl: options.baseUrl,
      method,
      path,
      host: target.host,
      headers: token ? { ...forwarded, authorization: `Bearer ${token}` } : forwarded,
      body,
      timeoutMs: options.requestTimeoutMs,
    });
    requests += 1;
    options.onResponse?.({
      route: `${method} ${route}`,
      status: answer.status,
      ms: answer.ms,
      ...(answer.networkError ? { networkError: answer.networkError } : {}),
    });
    return answer;
  }

  function failureOf(step: string, route: string, answer: HttpAnswer): JourneyFailure {
    const kind = answer.status === 0 ? 'network' : answer.status >= 500 ? 'server' : 'refused';
    return { step, route, kind, status: answer.status, message: describe(answer), body: answer.body };
  }

  /** Runs a step; a network error, a 5xx or a missing PIN e-mail is offered to shouldRetry, which may run it again. */
  async function step<T>(name: string, run: (attempt: number) => Promise<T>): Promise<T> {
    if (options.thinkMs && GUEST_ACTIONS.has(name)) await think(options.thinkMs);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await run(attempt);
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        const canRetry = isRetryable(error.failure) && options.shouldRetry;
        if (!canRetry || !(await options.shouldRetry?.(error.failure, attempt + 1))) throw error;
      }
    }
  }

  /** Sends one request of a step and answers its body when the status is the expected one. */
  async function expect(
    name: string,
    method: 'GET' | 'PUT' | 'POST',
    route: string,
    path: string,
    body: unknown,
    okStatus: number,
  ) {
    const answer = await call(method, route, path, body);
    if (answer.status !== okStatus) throw new StepFailed(failureOf(name, `${method} ${route}`, answer));
    return answer;
  }

  async function solvedBotCheck(name: string): Promise<string> {
    const answer = await expect(
      name,
      'GET',
      '/api/bot-check/challenge',
      '/api/bot-check/challenge',
      undefined,
      200,
    );
    return solvedChallengePayload(answer.body);
  }

  function acknowledge(save: Omit<AcknowledgedSave, 'afterRetry'> & { afterRetry?: boolean }) {
    saves += 1;
    options.onSave?.({ ...save, afterRetry: save.afterRetry ?? false });
  }

  try {
    const config = await step('config', async () => {
      const answer = await expect('config', 'GET', '/api/config', '/api/config', undefined, 200);
      return ZGetInitialConfigResponse.parse(answer.body).company;
    });

    const found = await step('search', async () => {
      const botCheck = await solvedBotCheck('search');
      const route = '/api/appointments/search';
      const answer = await expect('search', 'POST', route, route, { ...target.search, botCheck }, 200);
      const reservations = ZSearchResponse.parse(answer.body);
      const first = reservations[0];
      if (!first) {
        throw new StepFailed({
          step: 'search',
          route: `POST ${route}`,
          kind: 'refused',
          status: answer.status,
          message: 'the search found no reservation',
          body: answer.body,
        });
      }
      return first;
    });
    const guestId = found.guestId;

    await step('contact-info', () =>
      expect(
        'contact-info',
        'GET',
        '/api/clients/:id/contact-info',
        `/api/clients/${guestId}/contact-info`,
        undefined,
        200,
      ),
    );

    const session = await signIn(guestId, target.email);
    token = session.token;
    const client = await readClient(guestId);
    const reservationId = session.reservationId;
    await fillForm(client.guest, config, reservationId);
    const guestIds = [guestId];

    if (session.masterGuest) {
      // Adult companions fill their own forms (decision 63): the main guest gives each an e-mail, the
      // companion asks a PIN there and goes through the same steps with its own token.
      for (const companion of client.companions) {
        token = session.token;
        const email = `acompanhante.${companion.id}@carga.example.com`;
        await giveCompanionContact(companion.id, email, reservationId);
        token = (await signIn(companion.id, email)).token;
        await fillForm((await readClient(companion.id)).guest, config, reservationId);
        guestIds.push(companion.id);
      }
      token = session.token;
      await step('finish', async (attempt) => {
        const route = '/api/appointments/:id/finish';
        const answer = await call('POST', route, `/api/appointments/${reservationId}/finish`);
        const isResentAfterCommit =
          attempt > 0 && answer.status === 409 && errorCodeOf(answer) === 'GUEST_LIST_FINISHED';
        if (answer.status !== 200 && !isResentAfterCommit) {
          throw new StepFailed(failureOf('finish', `POST ${route}`, answer));
        }
        if (answer.status === 200) ZFinishGuestListResponse.parse(answer.body);
        acknowledge({
          kind: 'finish',
          route: `POST ${route}`,
          guestId,
          reservationId,
          sent: null,
          answer: answer.body,
          status: answer.status,
          afterRetry: isResentAfterCommit,
        });
      });
    }
    return { ok: true, reservationId, guestIds, saves, requests };
  } catch (error) {
    if (error instanceof StepFailed) return { ok: false, failure: error.failure, saves, requests };
    throw error;
  }

  /** Bot check, PIN asked by e-mail, read from the mailbox and verified: the guest's session. */
  function signIn(id: string, email: string) {
    // When the API last took (or may have taken) the ask: a guest whose e-mail has not come (shouldRetry)
    // asks again, but within the resend cooldown the API answers 429 PIN_RESEND_TOO_SOON, and the guest
    // keeps waiting for the PIN asked before.
    let askedAt: number | undefined;
    // Codes the API called expired: an e-mail of an older PIN that came late (its sender was killed or the
    // database stopped), after a newer PIN was asked. The guest waits for the newer one instead.
    const expiredCodes = new Set<string>();
    return step('pin', async () => {
      const since = Date.now();
      const isAskingAgain = askedAt !== undefined;
      const botCheck = await solvedBotCheck('ask-pin');
      const askRoute = '/api/clients/:id/pin';
      const asked = await call('POST', askRoute, `/api/clients/${id}/pin`, { contactId: 'email', botCheck });
      const refusal = errorCodeOf(asked);
      const isCoolingDown = isAskingAgain && asked.status === 429 && refusal === 'PIN_RESEND_TOO_SOON';
      if (asked.status === 202) askedAt = since;
      else if (!isCoolingDown) {
        if (asked.status === 0 || asked.status >= 500) askedAt ??= since;
        throw new StepFailed(failureOf('ask-pin', `POST ${askRoute}`, asked));
      }
      let code: string;
      try {
        code = await options.mailbox.waitForPin(email, {
          since: askedAt ?? since,
          timeoutMs: options.pinTimeoutMs ?? 30_000,
          spent: expiredCodes,
        });
      } catch (error) {
        throw new StepFailed({
          step: 'read-pin',
          route: 'SMTP',
          kind: 'mail',
          status: 0,
          message: error instanceof Error ? error.message : String(error),
          body: null,
        });
      }
      // The guest reads the e-mail and types the code: an action of its own, like a save.
      if (options.thinkMs) await think(options.thinkMs);
      const verifyRoute = '/api/clients/:id/pin/:contactId/verify';
      const path = `/api/clients/${id}/pin/email/verify`;
      const verifiedAt = Date.now();
      const answer = await call('POST', verifyRoute, path, { verificationCode: code });
      if (answer.status !== 200) {
        // A verify without answer may have spent the code (a PIN is consumed once): the retry waits for a
        // newer PIN rather than send this one again.
        if (answer.status === 0 || answer.status >= 500) askedAt = verifiedAt;
        if (answer.status === 400 && errorCodeOf(answer) === 'PIN_EXPIRED' && isAskingAgain) {
          // Asked more than once: this e-mail was an older PIN's, the newer one is on its way.
          expiredCodes.add(code);
          throw new StepFailed({ ...failureOf('verify-pin', `POST ${verifyRoute}`, answer), kind: 'mail' });
        }
        throw new StepFailed(failureOf('verify-pin', `POST ${verifyRoute}`, answer));
      }
      return ZGuestSession.parse(answer.body);
    });
  }

  function readClient(id: string) {
    return step('read-guest', async () => {
      const answer = await expect(
        'read-guest',
        'GET',
        '/api/clients/:id',
        `/api/clients/${id}`,
        undefined,
        200,
      );
      return ZGetClientResponse.parse(answer.body);
    });
  }

  /** The main guest gives a companion without contact an e-mail (resent after a lost answer: 404, done). */
  function giveCompanionContact(id: string, email: string, reservationId: string) {
    return step('save companion-contact', async (attempt) => {
      const route = '/api/clients/:id/companion-contact';
      const body = { email };
      const answer = await call('PUT', route, `/api/clients/${id}/companion-contact`, body);
      const isResentAfterCommit = attempt > 0 && answer.status === 404;
      if (answer.status !== 200 && !isResentAfterCommit) {
        throw new StepFailed(failureOf('save companion-contact', `PUT ${route}`, answer));
      }
      acknowledge({
        kind: 'companion-contact',
        route: `PUT ${route}`,
        guestId: id,
        reservationId,
        sent: body,
        answer: answer.body,
        status: answer.status,
        afterRetry: isResentAfterCommit,
      });
    });
  }

  /** Saves the form's steps of one guest, signs and finalizes it. */
  async function fillForm(guest: TGuest, config: TCompanyConfig, reservationId: string) {
    const values = guestFormValues(guest, { cpf: cpfOf(guest) });
    const route = '/api/clients/:id';
    const path = `/api/clients/${guest.id}`;
    const save = (kind: SaveKind, body: TSaveGuestRequest) =>
      step(`save ${kind}`, async () => {
        const answer = await expect(`save ${kind}`, 'PUT', route, path, body, 200);
        acknowledge({
          kind,
          route: `PUT ${route}`,
          guestId: guest.id,
          reservationId,
          sent: body,
          answer: answer.body,
          status: answer.status,
        });
      });

    await save('personal-info', {
      ...values.personal,
      optins: writeOptins({ messagingApp: false, email: true, terms: true }, config.terms),
    });
    await save('address-contacts', values.addressAndContacts);
    const additional = additionalDataConfig(config);
    if (additional) await save('additional-data', values.additionalData(additional));

    if (config.rules.signatureRequired) {
      await step('save signature', async () => {
        const signatureRoute = '/api/clients/:id/signature';
        const image = signature();
        const answer = await expect(
          'save signature',
          'PUT',
          signatureRoute,
          `/api/clients/${guest.id}/signature`,
          { image },
          200,
        );
        ZSaveSignatureResponse.parse(answer.body);
        acknowledge({
          kind: 'signature',
          route: `PUT ${signatureRoute}`,
          guestId: guest.id,
          reservationId,
          sent: { imageLength: image.length },
          answer: answer.body,
          status: answer.status,
        });
      });
    }

    await step('finalize', async () => {
      const finalizeRoute = '/api/clients/finalize-register';
      const body = { companyId: config.companyId, reservationId, clientId: guest.id };
      const answer = await expect('finalize', 'POST', finalizeRoute, finalizeRoute, body, 200);
      ZFinalizeRegisterResponse.parse(answer.body);
      acknowledge({
        kind: 'finalize',
        route: `POST ${finalizeRoute}`,
        guestId: guest.id,
        reservationId,
        sent: body,
        answer: answer.body,
        status: answer.status,
      });
    });
  }
}

/** A pause of `meanMs`, give or take half of it, so that guests do not move in step. */
function think(meanMs: number): Promise<void> {
  const ms = meanMs * (0.5 + Math.random());
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The guest's CPF when the hotel's system sent one, else one made from the guest's id. */
function cpfOf(guest: TGuest): string {
  const main = guest.documents.find((document) => document.isMain && document.documentTypeId === 1);
  if (main?.documentNumber) return main.documentNumber.replace(/\D/g, '');
  const digits = BigInt(`0x${guest.id.replace(/-/g, '').slice(0, 12)}`) % 1_000_000_000n;
  return cpfWithCheckDigits(String(digits).padStart(9, '1'));
}
