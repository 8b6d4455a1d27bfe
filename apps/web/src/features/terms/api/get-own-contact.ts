import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { apiRequest } from '../../../lib/api-client.ts';

export type TOwnContact = { name: string; email: string | null };

/** GET /api/clients/{id} (bearer), reduced to the verified guest's name and saved e-mail. */
export async function getOwnContact(guestId: string, signal?: AbortSignal): Promise<TOwnContact> {
  const client = await apiRequest<TGetClientResponse>(`/api/clients/${encodeURIComponent(guestId)}`, {
    signal,
  });
  return { name: client.guest.name, email: client.guest.email };
}
