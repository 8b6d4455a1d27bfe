import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a local upload form allows, carried base64url-encoded in its `policy` field. */
export const ZLocalUploadPolicy = z.object({
  key: z.string(),
  contentType: z.string(),
  maxBytes: z.number().int().positive(),
  /** ISO date-time. */
  expiresAt: z.string(),
  metadata: z.record(z.string(), z.string()),
});
export type LocalUploadPolicy = z.infer<typeof ZLocalUploadPolicy>;

const hmac = (signingKey: Buffer, text: string) =>
  createHmac('sha256', signingKey).update(text).digest('hex');

function isSameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** The `policy` and `signature` fields of a local upload form. */
export function signUploadPolicy(policy: LocalUploadPolicy, signingKey: Buffer) {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return { policy: encoded, signature: hmac(signingKey, `upload\n${encoded}`) };
}

/** The policy when its signature is right (expiry not checked here), else null. */
export function verifyUploadPolicy(
  encoded: string,
  signature: string,
  signingKey: Buffer,
): LocalUploadPolicy | null {
  if (!isSameHex(hmac(signingKey, `upload\n${encoded}`), signature)) return null;
  try {
    const parsed = ZLocalUploadPolicy.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The signature of a read URL for a key until a Unix time. */
export function signRead(key: string, expires: number, signingKey: Buffer): string {
  return hmac(signingKey, `read\n${key}\n${expires}`);
}

export function isReadSignatureValid(
  { key, expires, signature }: { key: string; expires: number; signature: string },
  signingKey: Buffer,
): boolean {
  return isSameHex(signRead(key, expires, signingKey), signature);
}
