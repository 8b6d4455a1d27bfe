import type { TSendPinRequest, TSendPinResponse } from '@hospedar/contracts/verification/send-pin';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/clients/{id}/pin → 202 { pinLength, expiresInSeconds, resendAfterSeconds } */
export function sendPin(guestId: string, body: TSendPinRequest): Promise<TSendPinResponse> {
  return apiRequest<TSendPinResponse>(`/api/clients/${encodeURIComponent(guestId)}/pin`, {
    method: 'POST',
    body,
  });
}
