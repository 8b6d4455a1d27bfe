import { describe, expect, it } from 'vitest';
import { deriveSecrets, TEST_SECRETS } from './secrets.ts';
import { GUEST_TOKEN_SECONDS, signGuestToken, verifyGuestToken } from './guest-token.ts';

const CLAIMS = {
  guestId: '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c',
  reservationId: '68d0c852-1a8e-467c-b170-51ea2857bfd2',
  companyId: 'c77838bb-d8e6-4887-bf1b-b71f81a30f81',
  masterGuest: true,
  isChild: false,
};
const NOW = new Date('2026-11-22T12:00:00Z');
const key = TEST_SECRETS.guestTokenKey;

describe('guest tokens', () => {
  it('round-trips the claims and lasts 50 minutes', async () => {
    const { token, expiresAt } = await signGuestToken(CLAIMS, { key, now: NOW });
    expect(expiresAt.getTime() - NOW.getTime()).toBe(50 * 60 * 1000);
    expect(GUEST_TOKEN_SECONDS).toBe(3000);
    expect(await verifyGuestToken(token, { key, now: new Date(NOW.getTime() + 49 * 60_000) })).toEqual(
      CLAIMS,
    );
  });

  it('refuses an expired, tampered or foreign-key token', async () => {
    const { token } = await signGuestToken(CLAIMS, { key, now: NOW });
    expect(await verifyGuestToken(token, { key, now: new Date(NOW.getTime() + 51 * 60_000) })).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...CLAIMS, sub: 'someone-else' })).toString('base64url');
    expect(await verifyGuestToken(`${header}.${forged}.${signature}`, { key, now: NOW })).toBeNull();
    expect(payload).toBeTruthy();
    const otherKey = deriveSecrets('another-secret-of-enough-length-000000').guestTokenKey;
    expect(await verifyGuestToken(token, { key: otherKey, now: NOW })).toBeNull();
    expect(await verifyGuestToken('not-a-token', { key, now: NOW })).toBeNull();
  });
});
