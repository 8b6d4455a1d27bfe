import { describe, expect, it } from 'vitest';
import { ZPayRequest } from './pay.ts';

const ids = {
  orderId: '7b0c5a52-1c1f-4c4e-9a57-0d7f3c8e2a11',
  chargeId: '5f2d0a0e-8c55-4f8b-a2a3-6f3c2b1d9e22',
  personId: '0c6e7f7d-3a8b-4b5e-8f0a-1d2c3b4a5e33',
};

describe('ZPayRequest', () => {
  it('takes a tokenized card, a saved card or pay at the hotel', () => {
    const token = { type: 'credit_card', amount: 45000, installments: 1, cardToken: 'token_abc' };
    expect(ZPayRequest.parse({ ...ids, isClosed: true, payments: [token] }).payments[0]).toEqual({
      ...token,
      saveCard: false,
    });
    const saved = { type: 'saved_card', amount: 45000, installments: 1, cardId: ids.orderId };
    expect(ZPayRequest.safeParse({ ...ids, isClosed: false, payments: [saved] }).success).toBe(true);
    const atHotel = { type: 'pay_at_hotel' };
    expect(ZPayRequest.safeParse({ ...ids, isClosed: true, payments: [atHotel] }).success).toBe(true);
  });

  it('refuses installments other than 1, two payments at once and no payment', () => {
    const card = { type: 'credit_card', amount: 100, cardToken: 't' };
    for (const payments of [
      [{ ...card, installments: 2 }],
      [],
      [{ ...card, installments: 1 }, { type: 'pay_at_hotel' }],
    ]) {
      expect(ZPayRequest.safeParse({ ...ids, isClosed: true, payments }).success).toBe(false);
    }
  });

  it('drops any card number or CVV a client adds: only the processor token goes on', () => {
    const parsed = ZPayRequest.parse({
      ...ids,
      isClosed: true,
      payments: [
        {
          type: 'credit_card',
          amount: 100,
          installments: 1,
          cardToken: 't',
          number: '4111111111111111',
          cvv: '123',
        },
      ],
    });
    expect(JSON.stringify(parsed)).not.toMatch(/4111111111111111|cvv/);
  });
});
