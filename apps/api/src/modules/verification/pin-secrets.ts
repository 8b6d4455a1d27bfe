import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A PIN of `length` random digits (leading zeros allowed). */
export function generatePinCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** HMAC-SHA256 of the code, keyed by the pepper and bound to the PIN row, so a hash is useless elsewhere. */
export function hashPinCode({
  pepper,
  pinId,
  code,
}: {
  pepper: string;
  pinId: string;
  code: string;
}): string {
  return createHmac('sha256', pepper).update(`pin:${pinId}:${code}`).digest('hex');
}

export function isPinCodeMatch(input: { pepper: string; pinId: string; code: string; storedHash: string }) {
  const given = Buffer.from(hashPinCode(input), 'hex');
  const stored = Buffer.from(input.storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The link's secret: 32 random bytes, base64url (43 characters). */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a link token: its SHA-256 (the token has 256 bits, no pepper needed). */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
