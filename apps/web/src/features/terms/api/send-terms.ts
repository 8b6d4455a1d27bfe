import type { TSendTermsRequest, TSendTermsResponse } from '@hospedar/contracts/terms/send-terms';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/terms/sendToGuest (bearer): e-mails the terms text to the guest's saved e-mail. */
export function sendTermsToGuest(request: TSendTermsRequest): Promise<TSendTermsResponse> {
  return apiRequest<TSendTermsResponse>('/api/terms/sendToGuest', { method: 'POST', body: request });
}
