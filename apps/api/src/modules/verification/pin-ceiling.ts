import type { Database } from '../../db/client.ts';
import { guessPauseEnd, PIN_CEILING_WINDOW_MS } from './pin-rules.ts';
import type { VerificationRepository } from './repository.ts';

/** Whole seconds from `now` until `until`, at least one (a Retry-After). */
export const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** The guest's sign-in by code is paused until this moment, or null (pin-rules.ts). */
export async function guessPauseOf(
  repository: VerificationRepository,
  tx: Database,
  guestId: string,
  now: Date,
): Promise<Date | null> {
  const since = new Date(now.getTime() - PIN_CEILING_WINDOW_MS);
  return guessPauseEnd(await repository.pinsSince(tx, guestId, since));
}
