import { queryOptions } from '@tanstack/react-query';
import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET /api/zip/{cep}: the address of a Brazilian zip code (404 ZIP_NOT_FOUND when unknown). */
export function lookupZip(cep: string, signal?: AbortSignal): Promise<TZipAddress> {
  return apiRequest<TZipAddress>(`/api/zip/${encodeURIComponent(cep)}`, { signal });
}

/** A zip code's address, kept for the visit: typing the same code again asks nothing. */
export function zipAddressQuery(cep: string) {
  return queryOptions({
    queryKey: ['zip', cep] as const,
    queryFn: ({ signal }) => lookupZip(cep, signal),
    staleTime: Infinity,
  });
}
