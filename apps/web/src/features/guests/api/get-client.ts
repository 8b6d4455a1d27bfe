import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/clients/{id} (bearer): the reservation and its guests. The main guest sees every guest in
 * full (`guests`); a companion sees itself in full and the others as list items (`others`).
 */
export function getClient(guestId: string, signal?: AbortSignal): Promise<TGetClientResponse> {
  return apiRequest<TGetClientResponse>(`/api/clients/${encodeURIComponent(guestId)}`, { signal });
}
