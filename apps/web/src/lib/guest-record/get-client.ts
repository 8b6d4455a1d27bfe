import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { apiRequest } from '../api-client.ts';

/**
 * GET /api/clients/{id}: the guest in full with the reservation and its guests. The main guest sees
 * every guest in full (`guests`); a companion sees itself in full and the others as list items
 * (`others`). The documents feature passes the phone's scan-token client as `request`.
 */
export function getClient(
  guestId: string,
  signal?: AbortSignal,
  request: typeof apiRequest = apiRequest,
): Promise<TGetClientResponse> {
  return request<TGetClientResponse>(`/api/clients/${encodeURIComponent(guestId)}`, { signal });
}
