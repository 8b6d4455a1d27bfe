import { signJwt, verifyJwt } from './jwt.ts';
import { DOCUMENT_SCAN_TOKEN_MINUTES } from '@hospedar/contracts/documents/constants';

/** Whose document a phone may photograph: one guest of one reservation in one hotel. */
export type DocumentScanClaims = {
  guestId: string;
  reservationId: string;
  companyId: string;
  isChild: boolean;
};

/** Another audience than guest tokens', so neither kind passes for the other. */
const AUDIENCE = 'hospedar-document-scan';
export const DOCUMENT_SCAN_SCOPE = 'document-scan';
export const DOCUMENT_SCAN_TOKEN_SECONDS = DOCUMENT_SCAN_TOKEN_MINUTES * 60;

export function signDocumentScanToken(
  claims: DocumentScanClaims,
  options: { key: Uint8Array; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  return signJwt(
    { scope: DOCUMENT_SCAN_SCOPE, rid: claims.reservationId, cid: claims.companyId, ch: claims.isChild },
    { ...options, audience: AUDIENCE, lifetimeSeconds: DOCUMENT_SCAN_TOKEN_SECONDS, subject: claims.guestId },
  );
}

/** The claims of a valid document-scan token, or null for a wrong, expired or tampered one. */
export async function verifyDocumentScanToken(
  token: string,
  options: { key: Uint8Array; now: Date },
): Promise<DocumentScanClaims | null> {
  const payload = await verifyJwt(token, { ...options, audience: AUDIENCE });
  if (!payload) return null;
  const { sub, rid, cid, ch, scope } = payload;
  if (scope !== DOCUMENT_SCAN_SCOPE) return null;
  if (typeof sub !== 'string' || typeof rid !== 'string' || typeof cid !== 'string') return null;
  return { guestId: sub, reservationId: rid, companyId: cid, isChild: ch === true };
}
