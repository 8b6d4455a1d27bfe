import { SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { signDocumentScanToken, verifyDocumentScanToken } from './document-scan-token.ts';
import { hotelAccessKey, signExternalAccess, verifyExternalAccess } from './external-access-token.ts';
import { signGuestToken, verifyGuestToken } from './guest-token.ts';
import { TEST_SECRETS } from './secrets.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const GUEST = {
  guestId: '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c',
  reservationId: '68d0c852-1a8e-467c-b170-51ea2857bfd2',
  companyId: 'c77838bb-d8e6-4887-bf1b-b71f81a30f81',
  masterGuest: true,
  isChild: false,
};
const ACCESS = {
  companyId: GUEST.companyId,
  service: 'checkout',
  isAnnonymous: true,
  reservationId: null,
  reservationNumber: null,
  personId: null,
  identifier: null,
  name: null,
  lastName: null,
  roomName: null,
  isWalkIn: false,
} as const;

/** A token like ours (same algorithm, issuer, audience and key) but with the `exp` claim taken out. */
async function withoutExpiry(token: string, key: Uint8Array): Promise<string> {
  const [, payloadPart] = token.split('.');
  const claims = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString('utf8')) as JWTPayload;
  expect(claims.exp).toBeTypeOf('number');
  const { exp: _dropped, ...rest } = claims;
  return new SignJWT(rest).setProtectedHeader({ alg: 'HS256' }).sign(key);
}

describe('tokens must carry exp', () => {
  it('refuses a guest token without exp, signed with the right key', async () => {
    const key = TEST_SECRETS.guestTokenKey;
    const { token } = await signGuestToken(GUEST, { key, now: NOW });
    expect(await verifyGuestToken(token, { key, now: NOW })).toEqual(GUEST);
    expect(await verifyGuestToken(await withoutExpiry(token, key), { key, now: NOW })).toBeNull();
  });

  it('refuses a document-scan token without exp', async () => {
    const key = TEST_SECRETS.documentScanTokenKey;
    const { token } = await signDocumentScanToken(GUEST, { key, now: NOW });
    expect(await verifyDocumentScanToken(token, { key, now: NOW })).not.toBeNull();
    expect(await verifyDocumentScanToken(await withoutExpiry(token, key), { key, now: NOW })).toBeNull();
  });

  it('refuses a guest-control access without exp', async () => {
    const rootKey = TEST_SECRETS.guestControlKey;
    const options = { rootKey, companyId: ACCESS.companyId, now: NOW };
    const { token } = await signExternalAccess(ACCESS, { rootKey, now: NOW });
    expect(await verifyExternalAccess(token, options)).not.toBeNull();
    const bare = await withoutExpiry(token, hotelAccessKey(rootKey, ACCESS.companyId));
    expect(await verifyExternalAccess(bare, options)).toBeNull();
  });
});
