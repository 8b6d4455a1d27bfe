import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { signGuestToken } from '../../auth/guest-token.ts';
import type { VerificationGuest } from './repository.ts';

/** The bearer token (50 minutes) for one verified guest of one reservation of one hotel. */
export async function issueGuestSession(
  guest: Pick<VerificationGuest, 'id' | 'reservationId' | 'companyId' | 'masterGuest' | 'isChild'>,
  options: { key: Uint8Array; now: Date },
): Promise<TGuestSession> {
  const { token, expiresAt } = await signGuestToken(
    {
      guestId: guest.id,
      reservationId: guest.reservationId,
      companyId: guest.companyId,
      masterGuest: guest.masterGuest,
      isChild: guest.isChild,
    },
    options,
  );
  return {
    token,
    clientId: guest.id,
    reservationId: guest.reservationId,
    masterGuest: guest.masterGuest,
    isChild: guest.isChild,
    expiresAt: expiresAt.toISOString(),
  };
}
