import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import type { TAltchaPayload } from './altcha-payload.ts';
import { createAltchaChallenge, isAltchaSolution } from './altcha-v1.ts';

const KEY = 'a-test-hmac-key';
const EXPIRES = new Date('2026-11-28T12:00:00Z');

/** The widget's work, done by altcha-lib: the payload it would submit. */
async function solvedBy(
  challenge: Pick<TAltchaPayload, 'challenge' | 'salt' | 'signature'> & { maxnumber?: number },
) {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('altcha-lib found no solution');
  return {
    algorithm: 'SHA-256' as const,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

describe('ALTCHA v1 on node:crypto (decision 291), against altcha-lib', () => {
  it('makes a challenge altcha-lib solves and verifies, with the expiry in its salt', async () => {
    const challenge = createAltchaChallenge({ hmacKey: KEY, maxNumber: 2_000, expires: EXPIRES });
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2_000 });
    expect(challenge.salt).toMatch(/^[0-9a-f]{24}\?expires=1795867200&$/);
    const payload = await solvedBy(challenge);
    expect(payload.number).toBeGreaterThanOrEqual(1);
    expect(payload.number).toBeLessThanOrEqual(2_000);
    await expect(verifySolution(payload, KEY, false)).resolves.toBe(true);
    expect(isAltchaSolution(payload, KEY)).toBe(true);
  });

  it('accepts what altcha-lib signs and solves with the same key', async () => {
    const challenge = await createChallenge({ hmacKey: KEY, maxNumber: 2_000, expires: EXPIRES });
    expect(isAltchaSolution(await solvedBy(challenge), KEY)).toBe(true);
  });

  it('refuses a wrong number, another salt, a forged signature and another key', async () => {
    const payload = await solvedBy(
      createAltchaChallenge({ hmacKey: KEY, maxNumber: 2_000, expires: EXPIRES }),
    );
    expect(isAltchaSolution({ ...payload, number: payload.number + 1 }, KEY)).toBe(false);
    expect(isAltchaSolution({ ...payload, salt: `${payload.salt}x` }, KEY)).toBe(false);
    const forged = `${payload.signature.slice(0, 63)}${payload.signature.endsWith('0') ? '1' : '0'}`;
    expect(isAltchaSolution({ ...payload, signature: forged }, KEY)).toBe(false);
    expect(isAltchaSolution(payload, 'another-key')).toBe(false);
    await expect(verifySolution(payload, 'another-key', false)).resolves.toBe(false);
  });

  it('salts each challenge anew', () => {
    const challenges = Array.from({ length: 20 }, () =>
      createAltchaChallenge({ hmacKey: KEY, maxNumber: 10, expires: EXPIRES }),
    );
    expect(new Set(challenges.map((challenge) => challenge.salt)).size).toBe(20);
  });
});
