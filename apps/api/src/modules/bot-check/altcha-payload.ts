import { z } from 'zod';

/**
 * What the ALTCHA widget (proof of work v1) submits, base64-encoded JSON: the challenge it was given
 * and the number it found. Anything else is malformed before any hashing is done.
 */
export const ZAltchaPayload = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(1_000_000_000),
  salt: z.string().min(1).max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TAltchaPayload = z.infer<typeof ZAltchaPayload>;

/** The payload, or null when it is not base64 JSON of the right shape. */
export function decodeAltchaPayload(encoded: string): TAltchaPayload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    const parsed = ZAltchaPayload.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The expiry the challenge's salt carries ('<random>?expires=<unix seconds>&'), or null. */
export function expiresAtOf(payload: TAltchaPayload): Date | null {
  const query = payload.salt.split('?')[1];
  const seconds = Number(new URLSearchParams(query ?? '').get('expires'));
  return Number.isSafeInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}
