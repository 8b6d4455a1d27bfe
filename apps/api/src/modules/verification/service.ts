import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createContactInfoService } from './contact-info-service.ts';
import { createPinSender, type BotCheckGuard } from './pin-sender.ts';
import { createPinVerifier } from './pin-verifier.ts';
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
  return {
    ...createContactInfoService({ repository }),
    ...createPinSender({ db, clock, repository, botCheck, pepper: secrets.hashPepper, pinHourlyLimit }),
    ...createPinVerifier({
      db,
      clock,
      repository,
      pepper: secrets.hashPepper,
      guestTokenKey: secrets.guestTokenKey,
    }),
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
