import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TOrder } from '@hospedar/contracts/payment/order';
import { apiRequest } from '../../../../lib/api-client.ts';
import { clientKeys } from '../../../../lib/guest-record/client-query.ts';

/** Query keys of the payment resources (decision 43: one key per resource). */
export const paymentKeys = {
  order: (companyId: string, reservationNumber: string) =>
    ['payment', 'order', companyId, reservationNumber] as const,
  payment: (paymentId: string) => ['payment', 'pay', paymentId] as const,
  access: (companyId: string, chargeToken: string | null) =>
    ['payment', 'access', companyId, chargeToken ?? 'wallet'] as const,
  cards: (personId: string) => ['customers', personId, 'cards'] as const,
};

/** GET /api/payment/order/reservation/{companyId}/{reservationNumber}: the reservation's order. */
export function getOrder(companyId: string, reservationNumber: string, signal?: AbortSignal) {
  const path = `/api/payment/order/reservation/${encodeURIComponent(companyId)}/${encodeURIComponent(reservationNumber)}`;
  return apiRequest<TOrder>(path, { signal });
}

/** The order, asked again on each visit of the warranty (the hotel or another tab may have changed it). */
export function orderQueryOptions(companyId: string, reservationNumber: string) {
  return queryOptions({
    queryKey: paymentKeys.order(companyId, reservationNumber),
    queryFn: ({ signal }) => getOrder(companyId, reservationNumber, signal),
    staleTime: 0,
  });
}

/** An order a payment answered: into the order's cache and every cached guest record that holds it. */
export function rememberOrder(
  queryClient: QueryClient,
  companyId: string,
  reservationNumber: string,
  order: TOrder,
) {
  queryClient.setQueryData(paymentKeys.order(companyId, reservationNumber), order);
  queryClient.setQueriesData<TGetClientResponse>({ queryKey: clientKeys.all }, (cached) =>
    cached?.order?.id === order.id ? { ...cached, order } : cached,
  );
}
