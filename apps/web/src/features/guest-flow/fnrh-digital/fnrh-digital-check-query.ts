import { queryOptions } from '@tanstack/react-query';
import type { TFnrhDigitalGuestCheck } from '@hospedar/contracts/fnrh-digital/guest-check';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query keys of the FNRH Digital check: `['fnrh-digital', guestId]` is GET /api/clients/{id}/fnrh-digital. */
export const fnrhDigitalKeys = {
  one: (guestId: string) => ['fnrh-digital', guestId] as const,
};

/**
 * What the government's FNRH Digital would refuse in the guest's saved form (decision 185). It is asked
 * each time the confirmation opens and forgotten when it closes (gcTime 0): an edit made on the way
 * (the guest fixing the document, or the main guest's own form for a minor) is always seen, and no
 * answer of an earlier visit is shown meanwhile.
 */
export function fnrhDigitalCheckQueryOptions(guestId: string) {
  return queryOptions({
    queryKey: fnrhDigitalKeys.one(guestId),
    queryFn: ({ signal }) =>
      apiRequest<TFnrhDigitalGuestCheck>(`/api/clients/${encodeURIComponent(guestId)}/fnrh-digital`, {
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });
}
