import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/clients/{id}/pin/{contactId}/verify → the guest session (a 50-minute token). */
export function verifyPin(
  guestId: string,
  contactId: string,
  verificationCode: string,
): Promise<TGuestSession> {
  return apiRequest<TGuestSession>(
    `/api/clients/${encodeURIComponent(guestId)}/pin/${encodeURIComponent(contactId)}/verify`,
    { method: 'POST', body: { verificationCode } },
  );
}
