import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';
import type {
  TPasskey,
  TPasskeyAuthenticationOptions,
  TPasskeyRegistrationOptions,
} from '@hospedar/contracts/webauthn/passkeys';
import { consoleFetch } from './console-fetch.ts';
import { meQuery, passkeysQuery } from './console-queries.ts';

/**
 * The staff's passkey ceremonies (decision 246) with @simplewebauthn/browser, as the portal's guests use
 * it; loaded when a member first uses a passkey, not with the console's first screen.
 */
const browserWebauthn = () => import('@simplewebauthn/browser');

/** Why a ceremony failed: the device or the person said no (or the browser cannot), or the API refused. */
export function isBrowserRefusal(error: unknown): boolean {
  const { name } = (error ?? {}) as { name?: string };
  return (
    name === 'NotAllowedError' ||
    name === 'AbortError' ||
    name === 'InvalidStateError' ||
    name === 'SecurityError' ||
    name === 'NotSupportedError'
  );
}

/** Adds a passkey of this device to the signed-in member. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startRegistration } = await browserWebauthn();
      const options = await consoleFetch<TPasskeyRegistrationOptions>(
        'POST',
        '/api/console/passkeys/options',
      );
      const answer = await startRegistration({
        optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
      });
      return consoleFetch<TPasskey>('POST', '/api/console/passkeys', answer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => consoleFetch<null>('DELETE', `/api/console/passkeys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

/** Signs in with any passkey this device holds for the hotel: the member it names is signed in. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await browserWebauthn();
      const options = await consoleFetch<TPasskeyAuthenticationOptions>(
        'POST',
        '/api/console/session/passkey/options',
      );
      const answer = await startAuthentication({
        optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      });
      return consoleFetch<TStaffMe>('POST', '/api/console/session/passkey', answer);
    },
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
  });
}
