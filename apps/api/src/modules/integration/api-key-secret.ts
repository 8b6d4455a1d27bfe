import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with it, so a leaked one is easy to recognise (and to search for in code). */
export const API_KEY_PREFIX = 'hk_';
/** 'hk_' and 43 base64url characters (32 random bytes). */
const API_KEY_PATTERN = /^hk_[A-Za-z0-9_-]{43}$/;
/** Characters of the secret shown in lists: 'hk_' and 8 more (48 bits, never enough to guess the rest). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** A new key: its secret (shown once), the hash kept, and the prefix shown in lists (decision 130). */
export function generateApiKey(): { secret: string; secretHash: string; prefix: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, secretHash: hashApiKey(secret), prefix: secret.slice(0, API_KEY_SHOWN_LENGTH) };
}

/**
 * SHA-256 of the whole secret. The secret is 256 random bits, so a fast hash is enough: nobody can try
 * keys against a stolen hash (the reason PINs, 5 digits, need a pepper), and a lookup by hash costs one
 * index read (decision 130).
 */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a string has the shape of a key (anything else is refused without a query). */
export function isApiKeyShaped(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}
