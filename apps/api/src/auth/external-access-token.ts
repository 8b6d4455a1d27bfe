import { createHmac } from 'node:crypto';
import { signJwt, verifyJwt } from './jwt.ts';
import { LIMITS } from '@hospedar/contracts/constants';
import {
  ZExternalAccessClaims,
  type TExternalAccessClaims,
} from '@hospedar/contracts/guest-control/external-access';

const AUDIENCE = 'hospedar-guest-control';
export const EXTERNAL_ACCESS_SECONDS = LIMITS.externalAccessMinutes * 60;

/** Each hotel's own key, so the key one hotel's guest-control system holds opens no other hotel. */
export function hotelAccessKey(rootKey: Buffer, companyId: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', rootKey).update(`guest-control:${companyId}`).digest());
}

/** A signed access (HS256 JWT) to the hotel's guest-control system, valid for 30 minutes. */
export function signExternalAccess(
  claims: TExternalAccessClaims,
  options: { rootKey: Buffer; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  return signJwt(
    { ...claims },
    {
      audience: AUDIENCE,
      key: hotelAccessKey(options.rootKey, claims.companyId),
      now: options.now,
      lifetimeSeconds: EXTERNAL_ACCESS_SECONDS,
    },
  );
}

export type VerifiedAccess = TExternalAccessClaims & { expiresAt: Date };

/** The access's claims when it is this hotel's, intact and not expired; otherwise null. */
export async function verifyExternalAccess(
  token: string,
  options: { rootKey: Buffer; companyId: string; now: Date },
): Promise<VerifiedAccess | null> {
  const payload = await verifyJwt(token, {
    audience: AUDIENCE,
    key: hotelAccessKey(options.rootKey, options.companyId),
    now: options.now,
  });
  const claims = ZExternalAccessClaims.safeParse(payload);
  if (!payload || !claims.success || claims.data.companyId !== options.companyId || payload.exp === undefined)
    return null;
  return { ...claims.data, expiresAt: new Date(payload.exp * 1000) };
}
