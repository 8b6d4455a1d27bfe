import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TNotifyChannel } from '@hospedar/contracts/notify/notify-companions';
import { getClient } from './get-client.ts';

/** Query keys of the guest record: `['clients', guestId]` is GET /api/clients/{guestId}. */
export const clientKeys = {
  all: ['clients'] as const,
  one: (guestId: string) => ['clients', guestId] as const,
};

/**
 * The guest's record with the reservation and its guests, as every feature reads it. It changes only
 * through our own mutations (which write their answers into the cache) or on another device, so it
 * is kept until a screen that shows others' progress asks again (`refetchOnMount: 'always'`).
 */
export function clientQueryOptions(guestId: string) {
  return queryOptions({
    queryKey: clientKeys.one(guestId),
    queryFn: ({ signal }) => getClient(guestId, signal),
    staleTime: Infinity,
  });
}

function withSavedGuest(client: TGetClientResponse, guest: TGuest): TGetClientResponse {
  return {
    ...client,
    guest: client.guest.id === guest.id ? guest : client.guest,
    guests: client.guests.map((other) => (other.id === guest.id ? guest : other)),
  };
}

/** Writes a saved guest (the answer of a PUT) into every cached record that holds it. */
export function rememberSavedGuest(queryClient: QueryClient, guest: TGuest): void {
  queryClient.setQueriesData<TGetClientResponse>({ queryKey: clientKeys.all }, (cached) =>
    cached ? withSavedGuest(cached, guest) : cached,
  );
}

/** Changes some fields of a guest in every cached record that holds it in full (a change whose answer is not the guest). */
export function patchCachedGuest(queryClient: QueryClient, guestId: string, patch: Partial<TGuest>): void {
  queryClient.setQueriesData<TGetClientResponse>({ queryKey: clientKeys.all }, (cached) => {
    const held = cached && [cached.guest, ...cached.guests].find((guest) => guest.id === guestId);
    return cached && held ? withSavedGuest(cached, { ...held, ...patch }) : cached;
  });
}

/** Marks a notified companion (an adult summary or a minor in full) in every cached record that holds it. */
export function rememberNotified(
  queryClient: QueryClient,
  { id, notifiedAt, channel }: { id: string; notifiedAt: string; channel: TNotifyChannel },
): void {
  const notified = { notifiedAt, notifiedChannel: channel };
  patchCachedGuest(queryClient, id, notified);
  queryClient.setQueriesData<TGetClientResponse>({ queryKey: clientKeys.all }, (cached) =>
    cached
      ? {
          ...cached,
          companions: cached.companions.map((companion) =>
            companion.id === id ? { ...companion, ...notified } : companion,
          ),
        }
      : cached,
  );
}

/** Asks the server again for a record (after a change whose answer is not the guest), and waits. */
export function reloadClient(queryClient: QueryClient, guestId: string): Promise<TGetClientResponse> {
  return queryClient.fetchQuery({ ...clientQueryOptions(guestId), staleTime: 0 });
}

/** A companion's contact given by the main guest (decision 63), masked, in every cached record that holds it. */
export function rememberCompanionContact(
  queryClient: QueryClient,
  { id, maskedEmail, maskedMobile }: { id: string; maskedEmail: string | null; maskedMobile: string | null },
): void {
  queryClient.setQueriesData<TGetClientResponse>({ queryKey: clientKeys.all }, (cached) =>
    cached
      ? {
          ...cached,
          companions: cached.companions.map((companion) =>
            companion.id === id ? { ...companion, maskedEmail, maskedMobile } : companion,
          ),
        }
      : cached,
  );
}
