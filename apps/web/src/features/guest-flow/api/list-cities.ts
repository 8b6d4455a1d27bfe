import type { TListCitiesResponse } from '@hospedar/contracts/geo/list-cities';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/states/{id}/cities: a state's municipalities, sorted by name. */
export function listCities(stateId: string): Promise<TListCitiesResponse> {
  return apiRequest<TListCitiesResponse>(`/api/states/${encodeURIComponent(stateId)}/cities`);
}
