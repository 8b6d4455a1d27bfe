import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { TPasskey, TPasskeyAuthenticationResponse } from '@hospedar/contracts/webauthn/passkeys';
import type { TPasskeyRegistrationResponse } from '@hospedar/contracts/webauthn/passkeys';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { ApiError } from '../../../lib/api-client.ts';
import { getRegistrationOptions, sendRegistration } from './api/passkey-registration.ts';
import { getSignInOptions, sendSignIn } from './api/passkey-sign-in.ts';

/**
 * The passkey ceremonies, with @simplewebauthn/browser: this module is loaded only when a guest uses a
 * passkey (a dynamic import), so none of it travels to the PIN screen (decision 119).
 */

export { PasskeyFailureMessage } from './passkey-failure-message.tsx';

/** Why a ceremony failed, as the guest is told: a browser's reason, or the API's error code. */
export type TPasskeyFailure =
  | { kind: 'browser'; reason: 'cancelled' | 'notAllowed' | 'alreadyRegistered' | 'unavailable' | 'generic' }
  | { kind: 'api'; code: string };

/** The failure a ceremony's error stands for. */
export function passkeyFailureOf(error: unknown): TPasskeyFailure {
  if (error instanceof ApiError) return { kind: 'api', code: error.code };
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError')
    return { kind: 'browser', reason: 'cancelled' };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return { kind: 'browser', reason: 'alreadyRegistered' };
  }
  if (name === 'NotAllowedError') return { kind: 'browser', reason: 'notAllowed' };
  const isUnavailable =
    code === 'ERROR_INVALID_DOMAIN' ||
    code === 'ERROR_INVALID_RP_ID' ||
    name === 'SecurityError' ||
    name === 'NotSupportedError';
  return { kind: 'browser', reason: isUnavailable ? 'unavailable' : 'generic' };
}

/** Signs the guest the search found in with a passkey of this device: the PIN's session, without a code. */
export async function signInWithPasskey(guestId: string): Promise<TGuestSession> {
  const options = await getSignInOptions(guestId);
  const answer: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  });
  return sendSignIn(answer as TPasskeyAuthenticationResponse);
}

/** Makes a passkey on this device for the verified guest, and has the API keep it. */
export async function createPasskey(): Promise<TPasskey> {
  const options = await getRegistrationOptions();
  const answer: RegistrationResponseJSON = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  return sendRegistration(answer as TPasskeyRegistrationResponse);
}
