import type { TZipSearchQuery, TZipSearchResponse } from '@hospedar/contracts/geo/zip-lookup';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET /api/zip?state&city&address: the "I don't know my zip code" search ([] when nothing matches). */
export function searchZip(query: TZipSearchQuery): Promise<TZipSearchResponse> {
  return apiRequest<TZipSearchResponse>('/api/zip', { query });
}
