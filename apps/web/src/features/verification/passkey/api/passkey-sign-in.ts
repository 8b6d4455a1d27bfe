import type {
  TPasskeyAuthenticationOptions,
  TPasskeyAuthenticationResponse,
} from '@hospedar/contracts/webauthn/passkeys';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/webauthn/authenticate: a challenge for the guest found (404 PASSKEY_NOT_FOUND when none). */
export function getSignInOptions(guestId: string): Promise<TPasskeyAuthenticationOptions> {
  return apiRequest<TPasskeyAuthenticationOptions>('/api/webauthn/authenticate', {
    method: 'POST',
    body: { guestId },
  });
}

/** POST /api/webauthn/authenticate-response → the guest session a right PIN answers. */
export function sendSignIn(response: TPasskeyAuthenticationResponse): Promise<TGuestSession> {
  return apiRequest<TGuestSession>('/api/webauthn/authenticate-response', { method: 'POST', body: response });
}
