import { signJwt, verifyJwt } from './jwt.ts';
import { LIMITS } from '@hospedar/contracts/constants';

/** Who a guest token speaks for: one guest of one reservation in one hotel. */
export type GuestClaims = {
  guestId: string;
  reservationId: string;
  companyId: string;
  masterGuest: boolean;
  isChild: boolean;
};

const AUDIENCE = 'hospedar-guest';
export const GUEST_TOKEN_SECONDS = LIMITS.tokenMaxAgeMinutes * 60;

export function signGuestToken(
  claims: GuestClaims,
  options: { key: Uint8Array; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  return signJwt(
    { rid: claims.reservationId, cid: claims.companyId, mg: claims.masterGuest, ch: claims.isChild },
    { ...options, audience: AUDIENCE, lifetimeSeconds: GUEST_TOKEN_SECONDS, subject: claims.guestId },
  );
}

/** The claims of a valid token, or null for a wrong, expired or tampered one. */
export async function verifyGuestToken(
  token: string,
  options: { key: Uint8Array; now: Date },
): Promise<GuestClaims | null> {
  const payload = await verifyJwt(token, { ...options, audience: AUDIENCE });
  if (!payload) return null;
  const { sub, rid, cid, mg, ch } = payload;
  if (typeof sub !== 'string' || typeof rid !== 'string' || typeof cid !== 'string') return null;
  return { guestId: sub, reservationId: rid, companyId: cid, masterGuest: mg === true, isChild: ch === true };
}
