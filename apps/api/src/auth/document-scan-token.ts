import { jwtVerify, SignJWT } from 'jose';
import { DOCUMENT_SCAN_TOKEN_MINUTES } from '@hospedar/contracts/documents/constants';

/** Whose document a phone may photograph: one guest of one reservation in one hotel. */
export type DocumentScanClaims = {
  guestId: string;
  reservationId: string;
  companyId: string;
  isChild: boolean;
};

const ISSUER = 'hospedar';
/** Another audience than guest tokens', so neither kind passes for the other. */
const AUDIENCE = 'hospedar-document-scan';
export const DOCUMENT_SCAN_SCOPE = 'document-scan';
export const DOCUMENT_SCAN_TOKEN_SECONDS = DOCUMENT_SCAN_TOKEN_MINUTES * 60;

export async function signDocumentScanToken(
  claims: DocumentScanClaims,
  options: { key: Uint8Array; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + DOCUMENT_SCAN_TOKEN_SECONDS) * 1000);
  const token = await new SignJWT({
    scope: DOCUMENT_SCAN_SCOPE,
    rid: claims.reservationId,
    cid: claims.companyId,
    ch: claims.isChild,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.guestId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DOCUMENT_SCAN_TOKEN_SECONDS)
    .sign(options.key);
  return { token, expiresAt };
}

/** The claims of a valid document-scan token, or null for a wrong, expired or tampered one. */
export async function verifyDocumentScanToken(
  token: string,
  options: { key: Uint8Array; now: Date },
): Promise<DocumentScanClaims | null> {
  try {
    const { payload } = await jwtVerify(token, options.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: options.now,
    });
    const { sub, rid, cid, ch, scope } = payload;
    if (scope !== DOCUMENT_SCAN_SCOPE) return null;
    if (typeof sub !== 'string' || typeof rid !== 'string' || typeof cid !== 'string') return null;
    return { guestId: sub, reservationId: rid, companyId: cid, isChild: ch === true };
  } catch {
    return null;
  }
}
