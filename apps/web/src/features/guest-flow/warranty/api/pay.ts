import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_ACCESS_HEADER,
  type TPayRequest,
  type TPayResponse,
} from '@hospedar/contracts/payment/pay';
import { apiRequest } from '../../../../lib/api-client.ts';
import { paymentKeys, rememberOrder } from './order-query.ts';

export type TPayVariables = {
  request: TPayRequest;
  /** One key per payment the guest starts, sent again on a retry of the same payment (decision 97). */
  idempotencyKey: string;
  /** The charge's payment access token; pay-at-hotel needs none. */
  accessToken: string | null;
  /** Where the order is cached. */
  companyId: string;
  reservationNumber: string;
};

/**
 * A processor that has not answered is not a lost connection: the pay call waits longer than the
 * portal's usual 30 s before it counts as one (the API gives the processor less, then answers timed_out).
 */
const PAY_TIMEOUT_MS = 60_000;

/** POST /api/payment/pay: the answer's order goes into the cache, and the payment under its id. */
export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey, accessToken }: TPayVariables) =>
      apiRequest<TPayResponse>('/api/payment/pay', {
        method: 'POST',
        body: request,
        timeoutMs: PAY_TIMEOUT_MS,
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
          ...(accessToken ? { [PAYMENT_ACCESS_HEADER]: accessToken } : {}),
        },
      }),
    onSuccess: (answer, { companyId, reservationNumber }) => {
      queryClient.setQueryData(paymentKeys.payment(answer.paymentId), answer);
      rememberOrder(queryClient, companyId, reservationNumber, answer.order);
    },
  });
}

/** How often the processing screen asks while the processor has not answered. */
export const PAYMENT_POLL_MS = 2000;

const isWaiting = (answer: TPayResponse | undefined) =>
  answer?.status === 'processing' || answer?.status === 'challenge';

/**
 * GET /api/payment/pay/{paymentId}, asked again every 2 s while the payment is processing; each answer's
 * order goes into the cache (`where`), so the warranty shows what the processor decided meanwhile.
 */
export function paymentQueryOptions(
  paymentId: string,
  where: { queryClient: QueryClient; companyId: string; reservationNumber: string },
) {
  return queryOptions({
    queryKey: paymentKeys.payment(paymentId),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<TPayResponse>(`/api/payment/pay/${encodeURIComponent(paymentId)}`, {
        signal,
      });
      rememberOrder(where.queryClient, where.companyId, where.reservationNumber, answer.order);
      return answer;
    },
    staleTime: 0,
    refetchInterval: (query) => (isWaiting(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}
