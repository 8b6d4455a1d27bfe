import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddCardRequest, TListCardsResponse, TSavedCard } from '@hospedar/contracts/payment/cards';
import { PAYMENT_ACCESS_HEADER } from '@hospedar/contracts/payment/pay';
import { apiRequest } from '../../../../lib/api-client.ts';
import { paymentKeys } from './order-query.ts';

const cardsPath = (personId: string) => `/api/customers/${encodeURIComponent(personId)}/card`;

/** GET /api/customers/{personId}/card: the guest's saved cards (brand, last 4, expiry, name only). */
export function cardsQueryOptions(personId: string) {
  return queryOptions({
    queryKey: paymentKeys.cards(personId),
    queryFn: ({ signal }) => apiRequest<TListCardsResponse>(cardsPath(personId), { signal }),
    staleTime: 0,
  });
}

export type TAddCardVariables = { personId: string; accessToken: string; request: TAddCardRequest };

/** POST /api/customers/{personId}/card with the processor's token: the saved card joins the cached list. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, accessToken, request }: TAddCardVariables) =>
      apiRequest<TSavedCard>(cardsPath(personId), {
        method: 'POST',
        body: request,
        headers: { [PAYMENT_ACCESS_HEADER]: accessToken },
      }),
    onSuccess: (card, { personId }) =>
      queryClient.setQueryData<TListCardsResponse>(paymentKeys.cards(personId), (cached) => ({
        cards: [...(cached?.cards ?? []).filter((other) => other.id !== card.id), card],
      })),
  });
}

/** DELETE /api/customers/{personId}/card/{cardId}: the card leaves the cached list. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, cardId }: { personId: string; cardId: string }) =>
      apiRequest<null>(`${cardsPath(personId)}/${encodeURIComponent(cardId)}`, { method: 'DELETE' }),
    onSuccess: (_answer, { personId, cardId }) =>
      queryClient.setQueryData<TListCardsResponse>(paymentKeys.cards(personId), (cached) =>
        cached ? { cards: cached.cards.filter((card) => card.id !== cardId) } : cached,
      ),
  });
}
