import { describe, expect, it } from 'vitest';
import { EMPTY_CARD_HOLDER_FORM, ZCardHolderForm } from './billing-address.ts';

const filled = {
  ...EMPTY_CARD_HOLDER_FORM,
  holderName: 'ANA SOUZA',
  zipCode: '88015-530',
  address: 'Rua Felipe Schmidt',
  addressNumber: '100',
  neighborhood: 'Centro',
  city: 'Florianópolis',
  state: 'SC',
  email: 'ana.souza@example.com',
};

describe('ZCardHolderForm', () => {
  it('takes a filled billing address, the complement optional', () => {
    expect(ZCardHolderForm.parse(filled)).toEqual(filled);
  });

  it('names each missing or wrong field with its validation key', () => {
    const result = ZCardHolderForm.safeParse({ ...EMPTY_CARD_HOLDER_FORM, email: 'ana@', zipCode: '8801' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(issues).toMatchObject({
      holderName: 'validation.required',
      zipCode: 'validation.required',
      address: 'validation.required',
      state: 'validation.required',
      email: 'validation.email',
    });
    expect(issues.addressComplement).toBeUndefined();
  });

  it('has no place for a card number or CVV: unknown keys are dropped', () => {
    const parsed = ZCardHolderForm.parse({ ...filled, number: '4111111111111111', cvv: '123' });
    expect(JSON.stringify(parsed)).not.toMatch(/4111|cvv/);
  });
});
