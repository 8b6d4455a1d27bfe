import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { TAltchaPayload } from './altcha-payload.ts';

/**
 * ALTCHA's proof of work, protocol v1, as altcha-lib/v1 and the widget 2.x speak it (SHA-256 only),
 * made with node:crypto's synchronous hash and HMAC: altcha-lib goes through WebCrypto, whose promise
 * per digest cost the API a twentieth of its CPU under load (decision 291). altcha-lib stays the
 * reference: the tests check each side against the other.
 *
 * challenge = hex(SHA-256(salt + number)); signature = hex(HMAC-SHA-256(hmacKey, challenge)); the salt is
 * random hex, then '?expires=<unix seconds>&' (the '&' keeps parameters from being spliced).
 */
const SALT_BYTES = 12;

export type AltchaChallenge = {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmacHex = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

/** A new challenge hiding a number from 1 to `maxNumber`, signed with `hmacKey`, expiring at `expires`. */
export function createAltchaChallenge(options: {
  hmacKey: string;
  maxNumber: number;
  expires: Date;
}): AltchaChallenge {
  const expires = Math.floor(options.expires.getTime() / 1000);
  const salt = `${randomBytes(SALT_BYTES).toString('hex')}?expires=${expires}&`;
  const number = randomInt(1, options.maxNumber + 1);
  const challenge = sha256Hex(salt + number);
  return {
    algorithm: 'SHA-256',
    challenge,
    maxnumber: options.maxNumber,
    salt,
    signature: hmacHex(options.hmacKey, challenge),
  };
}

/** True when `payload`'s number solves its challenge and the challenge carries our signature. */
export function isAltchaSolution(payload: TAltchaPayload, hmacKey: string): boolean {
  const challenge = sha256Hex(payload.salt + payload.number);
  if (challenge !== payload.challenge) return false;
  const expected = Buffer.from(hmacHex(hmacKey, challenge), 'hex');
  const given = Buffer.from(payload.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
