import type {
  TPasskey,
  TPasskeyRegistrationOptions,
  TPasskeyRegistrationResponse,
} from '@hospedar/contracts/webauthn/passkeys';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/webauthn/register (bearer): the options of a new passkey for this hotel's host. */
export function getRegistrationOptions(): Promise<TPasskeyRegistrationOptions> {
  return apiRequest<TPasskeyRegistrationOptions>('/api/webauthn/register', { method: 'POST' });
}

/** POST /api/webauthn/register-response (bearer) → 201 the passkey kept. */
export function sendRegistration(response: TPasskeyRegistrationResponse): Promise<TPasskey> {
  return apiRequest<TPasskey>('/api/webauthn/register-response', { method: 'POST', body: response });
}
