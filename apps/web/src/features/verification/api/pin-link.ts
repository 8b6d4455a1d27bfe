import type { TGuestSession, TPinLinkRequest } from '@hospedar/contracts/verification/verify-pin';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/clients/pin-link: the guest-by-hash call of the e-mailed link /welcome/validate/pin/{hash}. */
export function verifyPinLink(request: TPinLinkRequest): Promise<TGuestSession> {
  return apiRequest<TGuestSession>('/api/clients/pin-link', { method: 'POST', body: request });
}
