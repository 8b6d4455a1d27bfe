import type { TDocumentScanLinkResponse } from '@hospedar/contracts/documents/document-scan-link';
import type { TApiRequest } from './documents-request.ts';

/** POST /api/clients/{id}/document-scan-link (bearer): a link, with its token, to scan on a phone. */
export function createScanLink(request: TApiRequest, guestId: string): Promise<TDocumentScanLinkResponse> {
  return request<TDocumentScanLinkResponse>(
    `/api/clients/${encodeURIComponent(guestId)}/document-scan-link`,
    { method: 'POST', body: {} },
  );
}
