import type { TSearchRequest, TSearchResponse } from '@hospedar/contracts/search/search-reservations';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/appointments/search: one search payload plus a fresh bot-check solution. */
export function searchReservations(request: TSearchRequest, botCheck: string): Promise<TSearchResponse> {
  return apiRequest<TSearchResponse>('/api/appointments/search', {
    method: 'POST',
    body: { ...request, botCheck },
  });
}
