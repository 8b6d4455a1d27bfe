import { jwtVerify, SignJWT } from 'jose';
import { LIMITS } from '@hospedar/contracts/constants';

/** Who a guest token speaks for: one guest of one reservation in one hotel. */
export type GuestClaims = {
  guestId: string;
  reservationId: string;
  companyId: string;
  masterGuest: boolean;
  isChild: boolean;
};

const ISSUER = 'hospedar';
const AUDIENCE = 'hospedar-guest';
export const GUEST_TOKEN_SECONDS = LIMITS.tokenMaxAgeMinutes * 60;

export async function signGuestToken(
  claims: GuestClaims,
  options: { key: Uint8Array; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + GUEST_TOKEN_SECONDS) * 1000);
  const token = await new SignJWT({
    rid: claims.reservationId,
    cid: claims.companyId,
    mg: claims.masterGuest,
    ch: claims.isChild,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.guestId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GUEST_TOKEN_SECONDS)
    .sign(options.key);
  return { token, expiresAt };
}

/** The claims of a valid token, or null for a wrong, expired or tampered one. */
export async function verifyGuestToken(
  token: string,
  options: { key: Uint8Array; now: Date },
): Promise<GuestClaims | null> {
  try {
    const { payload } = await jwtVerify(token, options.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: options.now,
    });
    const { sub, rid, cid, mg, ch } = payload;
    if (typeof sub !== 'string' || typeof rid !== 'string' || typeof cid !== 'string') return null;
    return {
      guestId: sub,
      reservationId: rid,
      companyId: cid,
      masterGuest: mg === true,
      isChild: ch === true,
    };
  } catch {
    return null;
  }
}
