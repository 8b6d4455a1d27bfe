import { describe, expect, it } from 'vitest';
import type { TCharge, TOrder } from '@hospedar/contracts/payment/order';
import { needsGuarantee } from '../../../lib/payment/guarantee.ts';
import { formatAmount, warrantyState } from './charge-model.ts';
import { makeCharge, makeOrder } from './test-support/payment-fixtures.ts';

const withCharges = (charges: TCharge[], extra: Partial<TOrder> = {}) =>
  makeOrder({ chargesAtCheckin: charges, ...extra });

describe('warrantyState', () => {
  it('offers the first charge still waiting for a guarantee, a declined one included', () => {
    const declined = makeCharge({ status: 'declined', declineCode: 'insufficient_funds' });
    expect(warrantyState(withCharges([declined]))).toEqual({ kind: 'payable', charge: declined });
  });

  it('shows the receipt of an authorized charge, and the choice of paying at the hotel', () => {
    const authorized = makeCharge({ status: 'authorized' });
    expect(warrantyState(withCharges([authorized])).kind).toBe('authorized');
    expect(warrantyState(withCharges([makeCharge({ status: 'pay_at_hotel' })])).kind).toBe('payAtHotel');
  });

  it('takes no payment on a closed order', () => {
    expect(warrantyState(withCharges([makeCharge({ status: 'voided' })], { closed: true })).kind).toBe(
      'nothing',
    );
    expect(warrantyState(withCharges([makeCharge()], { closed: true })).kind).toBe('nothing');
  });
});

describe('needsGuarantee', () => {
  it('holds the list only where the hotel requires the guarantee and none was given', () => {
    expect(needsGuarantee(makeOrder({ isGuaranteeRequired: true }))).toBe(true);
    expect(needsGuarantee(makeOrder({ isGuaranteeRequired: false }))).toBe(false);
    const atHotel = makeOrder({
      isGuaranteeRequired: true,
      chargesAtCheckin: [makeCharge({ status: 'pay_at_hotel' })],
    });
    expect(needsGuarantee(atHotel)).toBe(false);
    expect(needsGuarantee(null)).toBe(false);
  });
});

describe('formatAmount', () => {
  it('writes cents as the language writes money', () => {
    expect(formatAmount(45000, 'BRL', 'pt-BR')).toMatch(/^R\$\s450,00$/);
    expect(formatAmount(45000, 'BRL', 'en-US')).toBe('R$450.00');
  });

  it('writes the real with its sign in every language, Spanish included (never "BRL")', () => {
    expect(formatAmount(129000, 'BRL', 'pt-BR')).toMatch(/^R\$\s1\.290,00$/);
    expect(formatAmount(129000, 'BRL', 'en-US')).toBe('R$1,290.00');
    expect(formatAmount(129000, 'BRL', 'es-ES')).toMatch(/^1290,00\sR\$$/);
    expect(formatAmount(1234567, 'BRL', 'es-ES')).toMatch(/^12\.345,67\sR\$$/);
  });
});
