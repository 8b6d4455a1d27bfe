import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/clients/{id} (bearer): the guest in full, with the reservation and its guest list. */
export function getClient(guestId: string): Promise<TGetClientResponse> {
  return apiRequest<TGetClientResponse>(`/api/clients/${encodeURIComponent(guestId)}`);
}
