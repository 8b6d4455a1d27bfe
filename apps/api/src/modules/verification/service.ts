import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { createContactInfoService } from './contact-info-service.ts';
import { createPinSender, type BotCheckGuard } from './pin-sender.ts';
import { createPinVerifier } from './pin-verifier.ts';
import { createGuestGate } from './reservation-gate.ts';
import { createVerificationRepository } from './repository.ts';

export type VerificationServiceDeps = {
  db: Database;
  clock: Clock;
  botCheck: BotCheckGuard;
  secrets: { hashPepper: string; guestTokenKey: Uint8Array };
  pinHourlyLimit: number;
};

/** Contacts, PIN sending and PIN or link verification: how a stranger proves to be a guest. */
export function createVerificationService({
  db,
  clock,
  botCheck,
  secrets,
  pinHourlyLimit,
}: VerificationServiceDeps) {
  const repository = createVerificationRepository(db);
  // The search's rule (spec section 4) on every way in: a blocked reservation gets no contacts, PIN or token.
  const enteringGuest = createGuestGate({ db, clock });
  const contactInfo = createContactInfoService();
  const pinSender = createPinSender({
    db,
    clock,
    repository,
    botCheck,
    pepper: secrets.hashPepper,
    pinHourlyLimit,
  });
  return {
    async getContactInfo(tenant: CompanyRow, guestId: string) {
      return contactInfo.getContactInfo(await enteringGuest(tenant, guestId));
    },
    async sendPin(input: Parameters<typeof pinSender.sendPin>[0]) {
      return pinSender.sendPin(input, await enteringGuest(input.tenant, input.guestId));
    },
    ...createPinVerifier({
      db,
      clock,
      repository,
      enteringGuest,
      pepper: secrets.hashPepper,
      guestTokenKey: secrets.guestTokenKey,
    }),
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
