import type {
  TSetPreferencesRequest,
  TSetPreferencesResponse,
} from '@hospedar/contracts/preferences/set-preferences';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/appointments/preferences/set (bearer, main guest): stores the accommodation preferences. */
export function setPreferences(request: TSetPreferencesRequest): Promise<TSetPreferencesResponse> {
  return apiRequest<TSetPreferencesResponse>('/api/appointments/preferences/set', {
    method: 'PUT',
    body: request,
  });
}
