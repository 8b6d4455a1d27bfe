import { queryOptions } from '@tanstack/react-query';
import type { TAccessTokenResponse } from '@hospedar/contracts/payment/access-token';
import { apiRequest } from '../../../../lib/api-client.ts';
import { paymentKeys } from './order-query.ts';

/**
 * GET /api/access-token/{companyId}/{chargeToken} (for one charge) or GET /api/access-token (the wallet):
 * the short-lived payment access token the card calls carry (decision 96) and the hotel's processor
 * settings the card frame needs.
 */
export function getAccessToken(companyId: string, chargeToken: string | null, signal?: AbortSignal) {
  const path = chargeToken
    ? `/api/access-token/${encodeURIComponent(companyId)}/${encodeURIComponent(chargeToken)}`
    : '/api/access-token';
  return apiRequest<TAccessTokenResponse>(path, { signal });
}

/** The token lives 15 minutes: kept 10, then asked again before a card call needs it. */
const ACCESS_FRESH_MS = 10 * 60 * 1000;

export function accessTokenQueryOptions(companyId: string, chargeToken: string | null) {
  return queryOptions({
    queryKey: paymentKeys.access(companyId, chargeToken),
    queryFn: ({ signal }) => getAccessToken(companyId, chargeToken, signal),
    staleTime: ACCESS_FRESH_MS,
    gcTime: ACCESS_FRESH_MS,
  });
}
