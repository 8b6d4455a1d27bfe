import type { TReplaceDocumentsRequest } from '@hospedar/contracts/documents/replace-documents';
import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { apiRequest } from '../api-client.ts';

/**
 * PUT /api/clients/replace-documents (bearer): a finalized guest's documents with new or erased photos;
 * the API sends the updated form to the hotel. Empty image keys are dropped (the saved one is kept).
 */
export function replaceDocuments(request: TReplaceDocumentsRequest): Promise<TGuest> {
  const { documents = [] } = cleanGuestPayload({ documents: request.documents });
  return apiRequest<TGuest>('/api/clients/replace-documents', {
    method: 'PUT',
    body: { ...request, documents },
  });
}
