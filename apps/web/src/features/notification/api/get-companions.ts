import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/clients/{id} (bearer of the main guest): the reservation's guests in full. */
export function getCompanions(guestId: string, signal?: AbortSignal): Promise<TGetClientResponse> {
  return apiRequest<TGetClientResponse>(`/api/clients/${encodeURIComponent(guestId)}`, { signal });
}
