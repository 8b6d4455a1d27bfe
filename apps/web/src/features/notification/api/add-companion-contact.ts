import type {
  TAddCompanionContactRequest,
  TAddCompanionContactResponse,
} from '@hospedar/contracts/notify/add-companion-contact';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/clients/{id}/companion-contact (main guest): a contact for a companion who has none. */
export function addCompanionContact(
  companionId: string,
  body: TAddCompanionContactRequest,
): Promise<TAddCompanionContactResponse> {
  return apiRequest<TAddCompanionContactResponse>(
    `/api/clients/${encodeURIComponent(companionId)}/companion-contact`,
    { method: 'PUT', body },
  );
}
