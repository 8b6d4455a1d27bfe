import { queryOptions } from '@tanstack/react-query';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import { apiRequest } from '../../../lib/api-client.ts';
import { getClient } from '../../../lib/guest-record/get-client.ts';
import type { TApiRequest } from './documents-request.ts';

/** GET /api/clients/{id} (bearer or scan token), narrowed to the guest's main document. */
export async function getMainDocument(
  request: TApiRequest,
  guestId: string,
  signal?: AbortSignal,
): Promise<TGuestDocument | null> {
  const { documents } = (await getClient(guestId, signal, request)).guest;
  return documents.find((document) => document.isMain) ?? documents[0] ?? null;
}

/**
 * The main document as one client reads it: the key says whose token (the guest's own session, or a
 * phone's scan link), so what a scan token read never stands in for the session's record.
 */
export function mainDocumentQueryOptions(request: TApiRequest | null, guestId: string) {
  const reader = request === null || request === apiRequest ? 'session' : 'scan-link';
  return queryOptions({
    queryKey: ['main-document', guestId, reader] as const,
    queryFn: ({ signal }) =>
      request ? getMainDocument(request, guestId, signal) : Promise.reject(new Error('No request client')),
  });
}
