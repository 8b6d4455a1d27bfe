import { createHash, createHmac, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares it a const enum, which this build cannot read by name. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms here, in
 * libuv's pool, off the event loop (decision 191).
 */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Made once: compared against when no account has the e-mail, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;

/** Whether the password is the hash's; without a hash, spends the same time and answers false. */
export async function isPasswordMatch(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A session id or a link token: 32 random bytes, base64url (43 characters). */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a session id or link token: its SHA-256, hex (the token is random). */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Who sign-in failures are counted against, never stored in clear: the e-mail, and the address. */
export function failureKey(kind: 'email' | 'client', value: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`staff-sign-in-${kind}:${value}`).digest('base64url');
}
