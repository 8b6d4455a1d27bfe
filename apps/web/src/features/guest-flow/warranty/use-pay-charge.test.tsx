import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from '../../../test/with-query-client.tsx';
import { stubApi } from '../test-support/render-step.tsx';
import { makeCharge, makeOrder, makePayResponse } from './test-support/payment-fixtures.ts';
import { usePayCharge } from './use-pay-charge.ts';

const context = {
  order: makeOrder(),
  charge: makeCharge(),
  personId: '0c6e7f7d-3a8b-4b5e-8f0a-1d2c3b4a5e33',
  companyId: 'a0f1c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  reservationNumber: '1100',
};
const method = {
  type: 'saved_card' as const,
  amount: 45000,
  installments: 1 as const,
  cardId: makeOrder().id,
};
const keysOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

describe('usePayCharge', () => {
  it('sends one request for a double click, with one Idempotency-Key and the access token', async () => {
    const fetchMock = stubApi((verb, url) =>
      verb === 'POST' && url === '/api/payment/pay' ? { status: 200, body: makePayResponse() } : undefined,
    );
    const { result } = renderHook(() => usePayCharge(context), { wrapper: WithQueryClient });
    let answers: unknown[] = [];
    await act(async () => {
      answers = await Promise.all([
        result.current.send(method, 'access-1'),
        result.current.send(method, 'access-1'),
      ]);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(answers[0]).toBe(answers[1]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('x-payment-access')).toBe('access-1');
  });

  it('keeps the key when the same payment is sent again after the connection dropped, and makes a new one after an answer', async () => {
    let isOffline = true;
    const fetchMock = stubApi(() => ({ status: 200, body: makePayResponse() }));
    fetchMock.mockImplementation(((input: RequestInfo | URL, init?: RequestInit) => {
      void input;
      void init;
      if (isOffline) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(makePayResponse()), { status: 200 }));
    }) as typeof fetch);
    const { result } = renderHook(() => usePayCharge(context), { wrapper: WithQueryClient });
    await act(async () => {
      await result.current.send(method, 'access-1').catch(vi.fn());
    });
    isOffline = false;
    await act(async () => {
      await result.current.send(method, 'access-1');
    });
    await act(async () => {
      await result.current.send(method, 'access-1');
    });
    const [first, retry, next] = keysOf(fetchMock);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
