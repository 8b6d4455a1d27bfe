import { ZGuest } from '@hospedar/contracts/guests/guest';
import { z } from 'zod';
import type { FetchLike } from '../payment/pagarme-processor.ts';
import type { Clock } from '../../clock.ts';
import type { FnrhDigitalAttemptRow, FnrhDigitalSettingsRow } from '../../db/schema/index.ts';
import { writeAfterTheFact } from '../../db/write-after-the-fact.ts';
import type { FnrhDriver, FnrhExport } from './fnrh-driver.ts';
import { buildFnrhDigitalRegistration, type FnrhDigitalGuardian } from './fnrh-digital/build-registration.ts';

/** What the driver needs of the database: the hotel's settings, the attempts log, a minor's guardian. */
export type FnrhDigitalStore = {
  settingsOf(companyId: string): Promise<FnrhDigitalSettingsRow | null>;
  isSettled(exportId: string): Promise<boolean>;
  recordAttempt(attempt: Omit<FnrhDigitalAttemptRow, 'id'>): Promise<void>;
  guardianOf(input: { companyId: string; reservationId: string }): Promise<FnrhDigitalGuardian>;
};

const ZGuestRecord = z.object({
  reservation: z.object({
    id: z.string(),
    reservationNumber: z.string(),
    checkinDate: z.string(),
    checkoutDate: z.string(),
  }),
  guest: ZGuest,
});

/** The government's answer as kept in the log: its JSON, or the start of its text. */
async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { text: text.slice(0, 500) };
  }
}

const messageOf = (answer: unknown): string | null =>
  answer && typeof answer === 'object' && 'mensagem' in answer && typeof answer.mensagem === 'string'
    ? answer.mensagem.slice(0, 300)
    : null;

/**
 * The FNRH Digital driver (decisions 150-155): keeps the local export as before, then, for a finished
 * guest of a hotel that enabled FNRH Digital, registers the guest with the government's API v2
 * (POST /hospedagem/registrar, HTTP Basic with the hotel's user and key, `cpf_solicitante` header) and
 * records the attempt and the answer. A network failure, a 5xx or a 401/403 throws, so the outbox retries
 * with back-off; a 400/422 (a field the API refuses) and a guest our data cannot register are recorded
 * with their reason and not retried. Credentials go only in the request headers, never in a log or error.
 */
export function createFnrhDigitalDriver(deps: {
  local: FnrhDriver;
  store: FnrhDigitalStore;
  clock: Clock;
  /** For a hotel's real base URL. */
  fetchImpl: FetchLike;
  /** The local contract server, for a hotel without a base URL (development). */
  sandbox: { baseUrl: string; fetchImpl: FetchLike };
  timeoutMs?: number;
  /** Pauses between tries to record FNRH Digital's answer while the database is unreachable. */
  recordRetryMs?: readonly number[];
}): FnrhDriver {
  const { local, store, clock, timeoutMs = 20_000, recordRetryMs } = deps;

  async function register(fnrhExport: FnrhExport, settings: FnrhDigitalSettingsRow): Promise<void> {
    const { exportId, companyId, reservationId, guestId } = fnrhExport;
    const record = (attempt: Pick<FnrhDigitalAttemptRow, 'outcome' | 'httpStatus' | 'answer' | 'reason'>) =>
      store.recordAttempt({ companyId, exportId, reservationId, guestId, attemptedAt: clock(), ...attempt });

    const parsed = ZGuestRecord.safeParse(fnrhExport.record);
    if (!parsed.success) {
      await record({
        outcome: 'not-sendable',
        httpStatus: null,
        answer: null,
        reason: 'unreadable guest record',
      });
      return;
    }
    const { reservation, guest } = parsed.data;
    const guardian = guest.masterGuest ? null : await store.guardianOf({ companyId, reservationId });
    const built = buildFnrhDigitalRegistration({
      stay: reservation,
      guest,
      guardian,
      askRaceAndDisability: settings.askRaceAndDisability,
    });
    if (!built.isAccepted) {
      await record({
        outcome: 'not-sendable',
        httpStatus: null,
        answer: { refusals: built.refusals },
        reason: `FNRH Digital cannot take this guest: ${built.refusals.join(', ')}`,
      });
      return;
    }

    const baseUrl = (settings.baseUrl ?? deps.sandbox.baseUrl).replace(/\/+$/, '');
    const fetchImpl = settings.baseUrl ? deps.fetchImpl : deps.sandbox.fetchImpl;
    const credentials = Buffer.from(`${settings.username}:${settings.apiKey}`).toString('base64');
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/hospedagem/registrar`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          cpf_solicitante: settings.cpfSolicitante,
          'content-type': 'application/json',
          accept: 'application/json',
          // The same on every attempt of one export: a receiver that keeps keys registers it once.
          'idempotency-key': exportId,
        },
        body: JSON.stringify(built.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const what = error instanceof Error ? error.name : 'error';
      await record({ outcome: 'failed', httpStatus: null, answer: null, reason: `no answer (${what})` });
      throw new Error(`FNRH Digital did not answer (${what})`);
    }
    const answer = await answerOf(response);
    const message = messageOf(answer);
    // FNRH Digital has answered: its answer is kept even through a database restart, else the outbox
    // would take the export for failed and register the guest a second time.
    const recordAnswer = (attempt: Parameters<typeof record>[0]) =>
      writeAfterTheFact(() => record(attempt), { retryMs: recordRetryMs });
    if (response.ok) {
      await recordAnswer({ outcome: 'accepted', httpStatus: response.status, answer, reason: null });
      return;
    }
    if (response.status === 400 || response.status === 422) {
      await recordAnswer({
        outcome: 'rejected',
        httpStatus: response.status,
        answer,
        reason: `FNRH Digital refused the registration: ${message ?? 'no message'}`,
      });
      return;
    }
    await record({ outcome: 'failed', httpStatus: response.status, answer, reason: message });
    throw new Error(`FNRH Digital answered ${response.status}`);
  }

  return {
    name: 'fnrh-digital',
    async send(fnrhExport) {
      await local.send(fnrhExport);
      if (fnrhExport.kind !== 'guest') return;
      const settings = await store.settingsOf(fnrhExport.companyId);
      if (!settings?.isEnabled) return;
      if (await store.isSettled(fnrhExport.exportId)) return;
      await register(fnrhExport, settings);
    },
  };
}
