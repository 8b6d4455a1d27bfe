import type { TListStatesResponse } from '@hospedar/contracts/geo/list-states';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/countries/{code}/states: a country's states ([] when the dataset has none for it). */
export function listStates(countryCode: string): Promise<TListStatesResponse> {
  return apiRequest<TListStatesResponse>(`/api/countries/${encodeURIComponent(countryCode)}/states`);
}
