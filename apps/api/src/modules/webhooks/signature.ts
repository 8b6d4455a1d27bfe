import { createHmac, randomBytes } from 'node:crypto';

/**
 * The Standard Webhooks signature (decision 141): HMAC-SHA256, keyed with the base64 part of the
 * endpoint's `whsec_…` secret, of `${webhook-id}.${webhook-timestamp}.${body}`, sent as `v1,<base64>` in
 * the webhook-signature header. The README's "Webhooks" section shows the receiver's side.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  return Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
}

function signatureOf(secret: string, id: string, timestamp: string, body: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/**
 * The three headers of one delivery attempt: the id stays, the timestamp is the attempt's. With several
 * secrets (the new one and, after a rotation, the replaced one: decision 187) the header holds one
 * signature each, space-separated, as Standard Webhooks allows: `v1,<new> v1,<old>`; a receiver that
 * knows either secret accepts it.
 */
export function signWebhook(
  secrets: string | readonly string[],
  { id, body, now }: { id: string; body: string; now: Date },
): WebhookHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const all = typeof secrets === 'string' ? [secrets] : secrets;
  if (all.length === 0) throw new Error('A webhook is signed with at least one secret');
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': all.map((secret) => `v1,${signatureOf(secret, id, timestamp, body)}`).join(' '),
  };
}

/**
 * The secrets an endpoint signs with at `now`: its own, then the one a rotation replaced while its time
 * lasts (decision 187).
 */
export function signingSecrets(
  rootKey: Buffer,
  endpoint: {
    id: string;
    secretSalt: string;
    previousSecretSalt: string | null;
    previousSecretExpiresAt: Date | null;
  },
  now: Date,
): string[] {
  const { previousSecretSalt: previous, previousSecretExpiresAt: until } = endpoint;
  const current = endpointSecret(rootKey, endpoint);
  return previous && until && until > now
    ? [current, endpointSecret(rootKey, { id: endpoint.id, secretSalt: previous })]
    : [current];
}

/** A fresh salt for an endpoint's secret (decision 142). */
export function newSecretSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The endpoint's secret, derived from the webhook root key (from APP_SECRET) and its stored salt: the
 * database alone cannot sign, and the secret needs no stored copy to be shown once and used on each send.
 */
export function endpointSecret(rootKey: Buffer, endpoint: { id: string; secretSalt: string }): string {
  const key = createHmac('sha256', rootKey).update(`${endpoint.id}:${endpoint.secretSalt}`).digest();
  return `${WEBHOOK_SECRET_PREFIX}${key.toString('base64')}`;
}
