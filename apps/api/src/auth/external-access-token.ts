import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LIMITS } from '@hospedar/contracts/constants';
import {
  ZExternalAccessClaims,
  type TExternalAccessClaims,
} from '@hospedar/contracts/guest-control/external-access';

const ISSUER = 'hospedar';
const AUDIENCE = 'hospedar-guest-control';
export const EXTERNAL_ACCESS_SECONDS = LIMITS.externalAccessMinutes * 60;

/** Each hotel's own key, so the key one hotel's guest-control system holds opens no other hotel. */
export function hotelAccessKey(rootKey: Buffer, companyId: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', rootKey).update(`guest-control:${companyId}`).digest());
}

/** A signed access (HS256 JWT) to the hotel's guest-control system, valid for 30 minutes. */
export async function signExternalAccess(
  claims: TExternalAccessClaims,
  options: { rootKey: Buffer; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + EXTERNAL_ACCESS_SECONDS) * 1000);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + EXTERNAL_ACCESS_SECONDS)
    .sign(hotelAccessKey(options.rootKey, claims.companyId));
  return { token, expiresAt };
}

export type VerifiedAccess = TExternalAccessClaims & { expiresAt: Date };

/** The access's claims when it is this hotel's, intact and not expired; otherwise null. */
export async function verifyExternalAccess(
  token: string,
  options: { rootKey: Buffer; companyId: string; now: Date },
): Promise<VerifiedAccess | null> {
  try {
    const { payload } = await jwtVerify(token, hotelAccessKey(options.rootKey, options.companyId), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: options.now,
    });
    const claims = ZExternalAccessClaims.safeParse(payload);
    if (!claims.success || claims.data.companyId !== options.companyId || payload.exp === undefined)
      return null;
    return { ...claims.data, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
