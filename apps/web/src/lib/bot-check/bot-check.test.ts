import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { challengeExpiresAt, encodeAltchaPayload } from './altcha-payload.ts';
import { createBotCheck } from './bot-check.ts';
import { solveChallenge } from './solve.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A challenge made the way altcha-lib's createChallenge makes it (salt?expires=..&, hex hash, HMAC). */
function makeChallenge(
  number: number,
  salt = `a1b2c3d4e5f6?expires=${Math.floor(Date.now() / 1000) + 600}&`,
) {
  const challenge = sha(salt + number);
  return {
    algorithm: 'SHA-256' as const,
    challenge,
    maxnumber: 5000,
    salt,
    signature: createHmac('sha256', 'key').update(challenge).digest('hex'),
  };
}

/** The check altcha-lib's verifySolution does: atob → JSON → sha256(salt + number) === challenge. */
function verifyLikeAltcha(payload: string): boolean {
  const decoded = JSON.parse(atob(payload)) as Record<string, unknown>;
  return (
    decoded.algorithm === 'SHA-256' &&
    typeof decoded.number === 'number' &&
    sha(`${String(decoded.salt)}${decoded.number}`) === decoded.challenge &&
    createHmac('sha256', 'key').update(String(decoded.challenge)).digest('hex') === decoded.signature
  );
}

describe('ALTCHA payload', () => {
  it('is base64 of the JSON altcha-lib decodes, with the five fields it checks', () => {
    const challenge = makeChallenge(42);
    const encoded = encodeAltchaPayload({ ...challenge, number: 42 });
    const decoded = JSON.parse(atob(encoded)) as Record<string, unknown>;
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(verifyLikeAltcha(encoded)).toBe(true);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(atob(encoded));
  });

  it("reads the challenge's expiry from the salt", () => {
    expect(challengeExpiresAt('abc?expires=1800000000&')).toBe(1_800_000_000_000);
    expect(challengeExpiresAt('abc')).toBeNull();
  });
});

describe('proof of work', () => {
  it('finds the number whose SHA-256 with the salt is the challenge', async () => {
    const challenge = makeChallenge(1234);
    await expect(
      solveChallenge({ challenge: challenge.challenge, salt: challenge.salt, max: 5000 }),
    ).resolves.toBe(1234);
    await expect(
      solveChallenge({ challenge: challenge.challenge, salt: challenge.salt, max: 100 }),
    ).resolves.toBeNull();
  });
});

describe('bot check', () => {
  it('verifies, hands out a solution once and solves a fresh challenge for the next call', async () => {
    const fetchChallenge = vi.fn(() => Promise.resolve(makeChallenge(7)));
    const botCheck = createBotCheck({ fetchChallenge, solve: solveChallenge });
    expect(botCheck.getState().status).toBe('idle');
    await botCheck.start();
    expect(botCheck.getState().status).toBe('verified');
    const solution = botCheck.take();
    expect(solution && verifyLikeAltcha(solution)).toBe(true);
    expect(botCheck.getState()).toMatchObject({ status: 'verifying', solution: null });
    await vi.waitFor(() => expect(botCheck.getState().status).toBe('verified'));
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('reports an error when the challenge cannot be fetched, and ensure() tries again', async () => {
    const fetchChallenge = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(makeChallenge(3));
    const botCheck = createBotCheck({ fetchChallenge, solve: solveChallenge });
    await botCheck.start();
    expect(botCheck.getState().status).toBe('error');
    expect(botCheck.take()).toBeNull();
    botCheck.ensure();
    await vi.waitFor(() => expect(botCheck.getState().status).toBe('verified'));
  });

  it('starts again when the solution is about to expire', async () => {
    let now = Date.now();
    const salt = `s?expires=${Math.floor(now / 1000) + 60}&`;
    const fetchChallenge = vi.fn(() => Promise.resolve(makeChallenge(1, salt)));
    const botCheck = createBotCheck({ fetchChallenge, solve: solveChallenge, now: () => now });
    await botCheck.start();
    botCheck.ensure();
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    now += 58_000;
    botCheck.ensure();
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });
});
