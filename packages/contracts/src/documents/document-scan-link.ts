import { z } from 'zod';

/**
 * POST /api/clients/{id}/document-scan-link (bearer guest token, same guests as GET /api/clients/{id}):
 * a link to open on a phone to photograph that guest's document. The link carries a document-scan token
 * (DOCUMENT_SCAN_TOKEN_MINUTES) bound to the hotel, the reservation and that guest. With it, the phone may
 * only call GET /api/storage (that guest, purpose 'documents'), GET /api/clients/{id} (that guest) and
 * PUT /api/clients/{id}/document-images (that guest), sending it as `Authorization: Bearer <token>`;
 * every other call answers 401 TOKEN_INVALID.
 */
export const ZDocumentScanLinkResponse = z.object({
  /** `<portal origin>/document-scan/<reservationId>/<guestId>?t=<token>` */
  url: z.string(),
  token: z.string(),
  /** ISO date-time when the token dies. */
  expiresAt: z.string(),
});
export type TDocumentScanLinkResponse = z.infer<typeof ZDocumentScanLinkResponse>;
