import type { TListStatesResponse } from '@hospedar/contracts/geo/list-states';
import { apiRequest } from '../api-client.ts';

/** GET /api/countries/{code}/states: a country's states (Brazil: the 27 UFs with IBGE codes). */
export function listStates(countryCode: string): Promise<TListStatesResponse> {
  return apiRequest<TListStatesResponse>(`/api/countries/${encodeURIComponent(countryCode)}/states`);
}
