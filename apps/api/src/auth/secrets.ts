import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Keys derived from one application secret, each for one purpose, so one leak opens one door. */
export type AppSecrets = {
  /** Signs guest tokens (HS256). */
  guestTokenKey: Uint8Array;
  /** Signs bot-check challenges (ALTCHA HMAC). */
  botCheckHmacKey: string;
  /** Peppers PIN hashes and hashed client addresses. */
  hashPepper: string;
  /** Signs document-scan tokens, the phone hand-off's (HS256). */
  documentScanTokenKey: Uint8Array;
  /** Signs the local storage driver's upload forms and read URLs (HMAC-SHA256). */
  storageSigningKey: Buffer;
  /** Root of each hotel's key for signed guest-control accesses (external-access.ts derives per hotel). */
  guestControlKey: Buffer;
  /** Signs payment access tokens, each for one charge or one guest's wallet (HS256, decision 96). */
  paymentAccessKey: Uint8Array;
  /** Derives the sandbox payment processor's secret key of each test account (decision 93). */
  sandboxProcessorKey: Buffer;
  /** Root of each webhook endpoint's signing secret, derived with the endpoint's salt (decision 142). */
  webhookSigningKey: Buffer;
};

function derive(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`hospedar:${purpose}`).digest();
}

export function deriveSecrets(appSecret: string): AppSecrets {
  return {
    guestTokenKey: new Uint8Array(derive(appSecret, 'guest-token')),
    botCheckHmacKey: derive(appSecret, 'bot-check').toString('hex'),
    hashPepper: derive(appSecret, 'hash-pepper').toString('hex'),
    documentScanTokenKey: new Uint8Array(derive(appSecret, 'document-scan-token')),
    storageSigningKey: derive(appSecret, 'storage-signing'),
    guestControlKey: derive(appSecret, 'guest-control'),
    paymentAccessKey: new Uint8Array(derive(appSecret, 'payment-access')),
    sandboxProcessorKey: derive(appSecret, 'sandbox-processor'),
    webhookSigningKey: derive(appSecret, 'webhook-signing'),
  };
}

/**
 * The APP_SECRET from the environment; without one (a newcomer's `npm start`), a random secret made
 * once and kept in DATA_DIR/app-secret, so tokens survive a restart. Several processes sharing a
 * database server must share APP_SECRET.
 */
export function loadAppSecret(options: { appSecret?: string; dataDir: string }): string {
  if (options.appSecret) return options.appSecret;
  const file = path.join(options.dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: link() fails when another process
  // sharing DATA_DIR got there first, and then its secret is the one every process uses.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

/** Secrets for tests: fixed, never used outside them. */
export const TEST_SECRETS = deriveSecrets('hospedar-test-secret-not-for-production');
