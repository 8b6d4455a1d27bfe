import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TListPasskeysResponse } from '@hospedar/contracts/webauthn/passkeys';
import { apiRequest } from '../../../../lib/api-client.ts';

const PASSKEYS_KEY = ['passkeys'] as const;

/** GET /api/webauthn/credentials (bearer): the guest's passkeys at this hotel. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: () => apiRequest<TListPasskeysResponse>('/api/webauthn/credentials'),
  });

/** DELETE /api/webauthn/credentials/{id} (bearer) → 204; the list is asked again either way. */
export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/webauthn/credentials/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/** After a passkey is created: the list is asked again. */
export function useRefreshPasskeys() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });
}
