import type { TSaveDocumentImagesRequest } from '@hospedar/contracts/documents/save-document-images';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TApiRequest } from './documents-request.ts';

/** PUT /api/clients/{id}/document-images (bearer or scan token): the main document's image keys. */
export function saveDocumentImages(
  request: TApiRequest,
  guestId: string,
  body: TSaveDocumentImagesRequest,
): Promise<TGuest> {
  return request<TGuest>(`/api/clients/${encodeURIComponent(guestId)}/document-images`, {
    method: 'PUT',
    body,
  });
}
