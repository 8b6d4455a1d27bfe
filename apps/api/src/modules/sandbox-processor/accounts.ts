import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's accounts (decision 93): each public key (`pk_…`, the hotel's `rules.payment.publicKey`)
 * is one test account, and its secret key is derived from the server's sandbox key, so only this
 * server can call the account's secret-key routes (customers, cards, orders, charges), as only a
 * hotel's server holds its Pagar.me secret key. A token made with one public key cannot be spent by
 * another account.
 */
const SECRET_PREFIX = 'sk_sandbox_';

const PUBLIC_KEY = /^pk_[A-Za-z0-9_]{4,96}$/;

export function isPublicKey(value: unknown): value is string {
  return typeof value === 'string' && PUBLIC_KEY.test(value);
}

function mac(key: Buffer, publicKey: string): string {
  return createHmac('sha256', key).update(`sandbox-account:${publicKey}`).digest('base64url').slice(0, 32);
}

/** The secret key of a public key's account: sk_sandbox_<public key, base64url>.<MAC>. */
export function sandboxSecretKeyFor(key: Buffer, publicKey: string): string {
  return `${SECRET_PREFIX}${Buffer.from(publicKey).toString('base64url')}.${mac(key, publicKey)}`;
}

/** The account (public key) a secret key belongs to, or null when it is not one this server issued. */
export function accountOfSecretKey(key: Buffer, secretKey: string): string | null {
  if (!secretKey.startsWith(SECRET_PREFIX)) return null;
  const [encoded, given] = secretKey.slice(SECRET_PREFIX.length).split('.');
  if (!encoded || !given) return null;
  const publicKey = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!isPublicKey(publicKey)) return null;
  const expected = Buffer.from(mac(key, publicKey));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? publicKey : null;
}

/**
 * The secret key of an `Authorization: Basic base64(<secret key>:)` header, as Pagar.me takes it
 * (the key as user name, an empty password); null without one.
 */
export function secretKeyOfAuthorization(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator > 0 ? decoded.slice(0, separator) : null;
}

/** A Pagar.me-style id: the object's prefix and 16 random letters and digits (`token_…`, `ch_…`). */
export function sandboxId(prefix: 'token' | 'cus' | 'card' | 'or' | 'ch' | 'tran'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(16);
  return `${prefix}_${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}
