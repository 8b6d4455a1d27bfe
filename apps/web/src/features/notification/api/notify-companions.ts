import type { TNotifyRequest, TNotifyResponse } from '@hospedar/contracts/notify/notify-companions';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/notify/{reservationId} (bearer of the main guest): each companion gets their link. */
export function notifyCompanions(reservationId: string, body: TNotifyRequest): Promise<TNotifyResponse> {
  return apiRequest<TNotifyResponse>(`/api/notify/${encodeURIComponent(reservationId)}`, {
    method: 'POST',
    body,
  });
}
