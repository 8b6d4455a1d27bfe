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

/** The three headers of one delivery attempt: the id stays, the timestamp is the attempt's. */
export function signWebhook(
  secret: string,
  { id, body, now }: { id: string; body: string; now: Date },
): WebhookHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signatureOf(secret, id, timestamp, body)}`,
  };
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
