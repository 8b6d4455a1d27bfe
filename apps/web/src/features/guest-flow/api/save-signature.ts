import type {
  TSaveSignatureRequest,
  TSaveSignatureResponse,
} from '@hospedar/contracts/guests/save-signature';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/clients/{id}/signature (bearer): stores the PNG drawn on the pad and links it to the guest. */
export function saveSignature(
  guestId: string,
  request: TSaveSignatureRequest,
): Promise<TSaveSignatureResponse> {
  return apiRequest<TSaveSignatureResponse>(`/api/clients/${encodeURIComponent(guestId)}/signature`, {
    method: 'PUT',
    body: request,
  });
}
