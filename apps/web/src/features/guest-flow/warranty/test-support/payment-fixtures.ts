import type { TCharge, TOrder } from '@hospedar/contracts/payment/order';
import type { TPayResponse } from '@hospedar/contracts/payment/pay';
import type { TSavedCard } from '@hospedar/contracts/payment/cards';

export const ORDER_ID = '7b0c5a52-1c1f-4c4e-9a57-0d7f3c8e2a11';
export const CHARGE_ID = '5f2d0a0e-8c55-4f8b-a2a3-6f3c2b1d9e22';
export const PAYMENT_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const CARD_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

export function makeCharge(overrides: Partial<TCharge> = {}): TCharge {
  return {
    id: CHARGE_ID,
    amount: 45000,
    currency: 'BRL',
    items: [{ description: 'Diária', quantity: 3, amount: 45000 }],
    metadata: {},
    status: 'created',
    token: 'charge-token-1',
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    expiration: '2026-12-01T12:00:00.000Z',
    receipt: null,
    declineCode: null,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    status: 'open',
    closed: false,
    isGuaranteeRequired: true,
    chargesAtCheckin: [makeCharge()],
    ...overrides,
  };
}

export const RECEIPT = {
  amount: 45000,
  currency: 'BRL' as const,
  brand: 'visa' as const,
  lastFour: '1111',
  authorizationCode: 'A1B2C3',
  authorizedAt: '2026-11-26T15:04:00.000Z',
};

export function makePayResponse(overrides: Partial<TPayResponse> = {}): TPayResponse {
  return {
    paymentId: PAYMENT_ID,
    chargeId: CHARGE_ID,
    status: 'approved',
    declineCode: null,
    challengeUrl: null,
    receipt: RECEIPT,
    order: makeOrder({
      status: 'guaranteed',
      closed: true,
      chargesAtCheckin: [makeCharge({ status: 'authorized', receipt: RECEIPT })],
    }),
    ...overrides,
  };
}

export function makeSavedCard(overrides: Partial<TSavedCard> = {}): TSavedCard {
  return {
    id: CARD_ID,
    brand: 'mastercard',
    lastFour: '4444',
    expMonth: 8,
    expYear: 2031,
    holderName: 'ANA SOUZA',
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}
