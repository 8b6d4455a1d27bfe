import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { saveGuest } from './save-guest.ts';
import { rememberSavedGuest } from './client-query.ts';

export type TSaveGuestVariables = { guestId: string; patch: TSaveGuestRequest };

/** PUT /api/clients/{id} as a mutation: the saved guest replaces the cached one wherever it is shown. */
export function useSaveGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, patch }: TSaveGuestVariables) => saveGuest(guestId, patch),
    onSuccess: (guest) => rememberSavedGuest(queryClient, guest),
  });
}
