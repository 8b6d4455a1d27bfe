import { DEFAULT_LANGUAGE } from '@hospedar/contracts/constants';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import type { TPinLinkRequest } from '@hospedar/contracts/verification/verify-pin';
import { dateTimeInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { tenantNotFound } from '../../http-error.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { companyTimeZone, toCompanyConfig } from '../tenant/to-company-config.ts';
import { issueGuestSession } from './guest-session.ts';
import { renderPinGuessNotice } from './pin-guess-notice.ts';
import { guessPauseOf, secondsUntil } from './pin-ceiling.ts';
import { guessPauseEnd, PIN_CEILING_WINDOW_MS, PIN_MAX_FAILED_ATTEMPTS } from './pin-rules.ts';
import { hashLinkToken, isPinCodeMatch } from './pin-secrets.ts';
import type { PinRow, VerificationRepository } from './repository.ts';
import type { GuestGate } from './reservation-gate.ts';
import {
  guestNotFound,
  pinExpired,
  pinGuessLimit,
  pinInvalid,
  pinLinkInvalid,
  pinLinkUsed,
  pinLocked,
} from './verification-errors.ts';

export type PinVerifierDeps = {
  db: Database;
  clock: Clock;
  repository: VerificationRepository;
  /** No token for a guest of a reservation the search blocks (cancelled, ended…). */
  enteringGuest: GuestGate;
  pepper: string;
  /** secrets.guestTokenKey */
  guestTokenKey: Uint8Array;
};

/** Why a PIN can no longer be answered, or null while it is live. */
function deadPinError(pin: PinRow, now: Date) {
  if (pin.failedAttempts >= PIN_MAX_FAILED_ATTEMPTS) return pinLocked();
  if (pin.consumedAt || pin.expiresAt <= now) return pinExpired();
  return null;
}

type Outcome =
  | { kind: 'right' }
  | { kind: 'dead' }
  | { kind: 'wrong'; triesCounted: number }
  | { kind: 'paused'; until: Date };

/** Turns a right PIN, or a live PIN link, into a guest session; each works once. */
export function createPinVerifier({
  db,
  clock,
  repository,
  enteringGuest,
  pepper,
  guestTokenKey,
}: PinVerifierDeps) {
  async function sessionFor(tenant: CompanyRow, guestId: string, now: Date): Promise<TGuestSession> {
    const guest = await enteringGuest(tenant, guestId);
    if (!guest) throw guestNotFound();
    return issueGuestSession(guest, { key: guestTokenKey, now });
  }

  /** Tells the hotel, in the same transaction as the wrong code that paused the guest's sign-in. */
  async function noticeHotel(tx: Database, tenant: CompanyRow, pin: PinRow, until: Date) {
    const label = await repository.guestLabel(tx, pin.guestId);
    const company = toCompanyConfig(tenant);
    if (!label || !company.hotel.email) return;
    const language = company.languages[0] ?? DEFAULT_LANGUAGE;
    const pausedUntil = dateTimeInTimeZone(until, companyTimeZone(tenant));
    const notice = renderPinGuessNotice({
      to: company.hotel.email,
      language,
      hotelName: company.hotel.nomeFantasia || company.name,
      primaryColor: company.theme.primaryColor,
      guestName: `${label.name} ${label.lastName}`.trim(),
      reservationNumber: label.reservationNumber,
      pausedUntil,
    });
    await enqueueMessage(
      tx,
      { companyId: tenant.id, kind: 'email', payload: notice, idempotencyKey: `pin-guess-limit:${pin.id}` },
      { clock },
    );
  }

  /**
   * Compares the code and uses the PIN, or counts the wrong try and, past the ceiling, pauses: one guest
   * at a time (the guest's row stays locked until the end), and the PIN only while it is live, which
   * each update checks again (it may have died between the read and this try).
   */
  function tryCode(tenant: CompanyRow, pin: PinRow, code: string, now: Date): Promise<Outcome> {
    return db.transaction(async (tx): Promise<Outcome> => {
      const since = new Date(now.getTime() - PIN_CEILING_WINDOW_MS);
      const pausedUntil = guessPauseEnd(await repository.lockGuestReadingPins(tx, pin.guestId, since));
      if (pausedUntil) return { kind: 'paused', until: pausedUntil };
      if (isPinCodeMatch({ pepper, pinId: pin.id, code, storedHash: pin.codeHash })) {
        return (await repository.consumeIfLive(pin.id, now, tx)) ? { kind: 'right' } : { kind: 'dead' };
      }
      const triesCounted = await repository.countWrongTry(pin.id, now, tx);
      if (triesCounted === null) return { kind: 'dead' };
      const pausedNow = await guessPauseOf(repository, tx, pin.guestId, now);
      if (!pausedNow) return { kind: 'wrong', triesCounted };
      await noticeHotel(tx, tenant, pin, pausedNow);
      return { kind: 'paused', until: pausedNow };
    });
  }

  return {
    async verifyCode(input: {
      tenant: CompanyRow;
      guestId: string;
      contactId: string;
      code: string;
    }): Promise<TGuestSession> {
      if (!input.tenant) throw tenantNotFound();
      const now = clock();
      const pin = await repository.findLatestPin(input.tenant.id, input.guestId, input.contactId);
      if (!pin) {
        if (!(await repository.findGuest(input.tenant.id, input.guestId))) throw guestNotFound();
        throw pinExpired();
      }
      const deadError = deadPinError(pin, now);
      if (deadError) throw deadError;

      const outcome = await tryCode(input.tenant, pin, input.code, now);
      switch (outcome.kind) {
        case 'right':
          return sessionFor(input.tenant, pin.guestId, now);
        case 'dead':
          throw pinExpired();
        case 'paused':
          throw pinGuessLimit(secondsUntil(outcome.until, now));
        case 'wrong': {
          const attemptsLeft = PIN_MAX_FAILED_ATTEMPTS - outcome.triesCounted;
          throw attemptsLeft > 0 ? pinInvalid(attemptsLeft) : pinLocked();
        }
      }
    },

    async verifyLink(tenant: CompanyRow, request: TPinLinkRequest): Promise<TGuestSession> {
      const now = clock();
      const pin = await repository.findPinByLinkHash(tenant.id, hashLinkToken(request.hash));
      if (
        !pin ||
        (request.guestId && request.guestId !== pin.guestId) ||
        (request.contactId && request.contactId !== pin.contactId)
      ) {
        throw pinLinkInvalid();
      }
      if (!(await repository.consumeIfLive(pin.id, now))) {
        // Spent by this link or its code before (or a moment ago, by a twin request): 'already used'.
        const current = pin.consumedAt ? pin : await repository.findPinByLinkHash(tenant.id, pin.linkHash);
        throw current?.consumedAt ? pinLinkUsed() : pinLinkInvalid();
      }
      return sessionFor(tenant, pin.guestId, now);
    },
  };
}
