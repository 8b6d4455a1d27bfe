import type { TListCitiesResponse } from '@hospedar/contracts/geo/list-cities';
import { apiRequest } from '../api-client.ts';

/** GET /api/states/{id}/cities: the municipalities of a state (its IBGE code), sorted by name. */
export function listCities(stateId: string): Promise<TListCitiesResponse> {
  return apiRequest<TListCitiesResponse>(`/api/states/${encodeURIComponent(stateId)}/cities`);
}
