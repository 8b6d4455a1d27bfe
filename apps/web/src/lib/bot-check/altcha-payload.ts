import type { TBotCheckChallenge } from '@hospedar/contracts/bot-check/get-challenge';

/** What ALTCHA's verifySolution reads: the challenge echoed back with the number that solves it. */
export type TAltchaPayload = {
  algorithm: TBotCheckChallenge['algorithm'];
  challenge: string;
  number: number;
  salt: string;
  signature: string;
  /** Milliseconds the solving took (informative; ALTCHA's widget sends it too). */
  took?: number;
};

/** base64(JSON) as altcha-lib's verifySolution decodes it (`JSON.parse(atob(payload))`). */
export function encodeAltchaPayload(payload: TAltchaPayload): string {
  const json = JSON.stringify({
    algorithm: payload.algorithm,
    challenge: payload.challenge,
    number: payload.number,
    salt: payload.salt,
    signature: payload.signature,
    ...(payload.took === undefined ? {} : { took: payload.took }),
  });
  // JSON of the challenge is ASCII; encode as UTF-8 bytes anyway so btoa never throws.
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The challenge's expiry (ALTCHA puts `expires=<unix seconds>` in the salt's query), in ms, or null. */
export function challengeExpiresAt(salt: string): number | null {
  const query = salt.split('?')[1];
  if (!query) return null;
  const expires = new URLSearchParams(query).get('expires');
  const seconds = expires ? Number.parseInt(expires, 10) : Number.NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}
