import { useRef } from 'react';
import type { TPaymentMethod, TPayResponse } from '@hospedar/contracts/payment/pay';
import type { TCharge, TOrder } from '@hospedar/contracts/payment/order';
import { isNetworkFailure } from '../../../lib/api-client.ts';
import { usePay } from './api/pay.ts';

export type TPayContext = {
  order: TOrder;
  charge: TCharge;
  personId: string;
  companyId: string;
  reservationNumber: string;
};

/** A new Idempotency-Key: letters, digits and dashes, as the contract asks. */
const newKey = () => crypto.randomUUID();

/**
 * Pays the charge with one method, once per tap (decision 101): while a payment is on its way a second
 * tap or click returns the same promise, so a double click sends one request; its Idempotency-Key is
 * kept when the same payment is sent again after the connection dropped (the API then answers the first
 * result), and a new one is made for any other payment (another card, after a decline).
 */
export function usePayCharge(context: TPayContext | null) {
  const pay = usePay();
  const inFlight = useRef<Promise<TPayResponse> | null>(null);
  const lastAttempt = useRef<{ signature: string; key: string; wasLost: boolean } | null>(null);

  function send(method: TPaymentMethod, accessToken: string | null): Promise<TPayResponse> {
    if (inFlight.current) return inFlight.current;
    if (!context) return Promise.reject(new Error('No charge to pay'));
    const { order, charge, personId, companyId, reservationNumber } = context;
    const request = { orderId: order.id, chargeId: charge.id, personId, payments: [method], isClosed: true };
    const signature = JSON.stringify(request);
    const previous = lastAttempt.current;
    const key = previous && previous.wasLost && previous.signature === signature ? previous.key : newKey();
    lastAttempt.current = { signature, key, wasLost: false };
    const sending = pay
      .mutateAsync({ request, idempotencyKey: key, accessToken, companyId, reservationNumber })
      .catch((error: unknown) => {
        if (isNetworkFailure(error) && lastAttempt.current?.key === key) lastAttempt.current.wasLost = true;
        throw error;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = sending;
    return sending;
  }

  return { send, isPaying: pay.isPending };
}
