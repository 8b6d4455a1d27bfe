import type { TContactInfoResponse } from '@hospedar/contracts/verification/contact-info';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/clients/{id}/contact-info: the guest's masked contacts (404 = not qualified). */
export function getContactInfo(guestId: string): Promise<TContactInfoResponse> {
  return apiRequest<TContactInfoResponse>(`/api/clients/${encodeURIComponent(guestId)}/contact-info`);
}
