import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET /api/zip/{cep}: the address of a Brazilian zip code (404 ZIP_NOT_FOUND when unknown). */
export function lookupZip(cep: string): Promise<TZipAddress> {
  return apiRequest<TZipAddress>(`/api/zip/${encodeURIComponent(cep)}`);
}
