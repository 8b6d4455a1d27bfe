import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import type { TPinLinkRequest } from '@hospedar/contracts/verification/verify-pin';
import type { Clock } from '../../clock.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { tenantNotFound } from '../../http-error.ts';
import { issueGuestSession } from './guest-session.ts';
import { PIN_MAX_FAILED_ATTEMPTS } from './pin-rules.ts';
import { hashLinkToken, isPinCodeMatch } from './pin-secrets.ts';
import type { PinRow, VerificationRepository } from './repository.ts';
import type { ReservationGate } from './reservation-gate.ts';
import { guestNotFound, pinExpired, pinInvalid, pinLinkInvalid, pinLocked } from './verification-errors.ts';

export type PinVerifierDeps = {
  clock: Clock;
  repository: VerificationRepository;
  /** No token for a guest of a reservation the search blocks (cancelled, ended…). */
  assertGuestMayEnter: ReservationGate;
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

/** Turns a right PIN, or a live PIN link, into a guest session; each works once. */
export function createPinVerifier({
  clock,
  repository,
  assertGuestMayEnter,
  pepper,
  guestTokenKey,
}: PinVerifierDeps) {
  async function sessionFor(tenant: CompanyRow, guestId: string, now: Date): Promise<TGuestSession> {
    const guest = await repository.findGuest(tenant.id, guestId);
    if (!guest) throw guestNotFound();
    await assertGuestMayEnter(tenant, guest.id);
    return issueGuestSession(guest, { key: guestTokenKey, now });
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

      const triesCounted = await repository.reserveAttempt(pin.id, now);
      if (triesCounted === null) throw pinExpired(); // it died between the read and this try
      if (!isPinCodeMatch({ pepper, pinId: pin.id, code: input.code, storedHash: pin.codeHash })) {
        const attemptsLeft = PIN_MAX_FAILED_ATTEMPTS - triesCounted;
        throw attemptsLeft > 0 ? pinInvalid(attemptsLeft) : pinLocked();
      }
      if (!(await repository.consumeAfterRightCode(pin.id, now))) throw pinExpired();
      return sessionFor(input.tenant, pin.guestId, now);
    },

    async verifyLink(tenant: CompanyRow, request: TPinLinkRequest): Promise<TGuestSession> {
      const now = clock();
      const pin = await repository.findPinByLinkHash(tenant.id, hashLinkToken(request.hash));
      if (
        !pin ||
        (request.guestId && request.guestId !== pin.guestId) ||
        (request.contactId && request.contactId !== pin.contactId) ||
        !(await repository.consumeByLink(pin.id, now))
      ) {
        throw pinLinkInvalid();
      }
      return sessionFor(tenant, pin.guestId, now);
    },
  };
}
