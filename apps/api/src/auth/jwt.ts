import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Every token of ours: HS256, issued by Hospedar, for one audience (so no kind passes for another). */
const ISSUER = 'hospedar';
const ALGORITHM = 'HS256';

const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as a WebCrypto HMAC key, imported once per secret: given the raw bytes, jose imports them
 * again on every call, which was most of a token check's cost (decision 301). Secrets are made once
 * at start-up, so a few entries at most.
 */
function hmacKeyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = importedKeys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(secret, imported);
  }
  return imported;
}

export type SignJwtOptions = {
  audience: string;
  key: Uint8Array;
  now: Date;
  lifetimeSeconds: number;
  subject?: string;
};

/** Signs `claims` for `audience`, valid for `lifetimeSeconds` from `now`; answers the token and its expiry. */
export async function signJwt(
  claims: JWTPayload,
  { audience, key, now, lifetimeSeconds, subject }: SignJwtOptions,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const builder = new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds);
  const token = await (subject === undefined ? builder : builder.setSubject(subject)).sign(
    await hmacKeyOf(key),
  );
  return { token, expiresAt: new Date((issuedAt + lifetimeSeconds) * 1000) };
}

/**
 * The payload of a token of ours for `audience`, signed with `key`, carrying an expiry and not expired at
 * `now`; null for anything else (another audience, another algorithm such as `none`, a tampered or expired
 * token, or one without `exp`, which would never expire).
 */
export async function verifyJwt(
  token: string,
  { audience, key, now }: { audience: string; key: Uint8Array; now: Date },
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(key), {
      issuer: ISSUER,
      audience,
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    return payload;
  } catch {
    return null;
  }
}
