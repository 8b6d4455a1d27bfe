import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import type { TApiRequest } from './documents-request.ts';

/** GET /api/clients/{id} (bearer or scan token), narrowed to the guest's main document. */
export async function getMainDocument(
  request: TApiRequest,
  guestId: string,
  signal?: AbortSignal,
): Promise<TGuestDocument | null> {
  const client = await request<TGetClientResponse>(`/api/clients/${encodeURIComponent(guestId)}`, {
    signal,
  });
  const { documents } = client.guest;
  return documents.find((document) => document.isMain) ?? documents[0] ?? null;
}
