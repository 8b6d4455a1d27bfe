import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  VALIDATION_MESSAGE_KEYS,
  VALIDATION_MESSAGES_EN,
  VALIDATION_RULES,
  type TValidationMessage,
} from './messages.ts';

describe('validation messages', () => {
  it('lists the 22 rule ids of spec section 5, keeping the spec spelling, then isPlainText, isOwnContact and the card expiry and CVV', () => {
    expect(VALIDATION_RULES).toEqual([
      'required',
      'email',
      'reservationNumberRequired',
      'minLength',
      'maxLength',
      'minValue',
      'maxValue',
      'olderThanEighteen',
      'youngerThanEighteen',
      'frontImage',
      'backImage',
      'isValidDate',
      'isValidDocument',
      'isValidAddditionalDocument',
      'isValidMobilePhone',
      'isValidPhone',
      'isValidCreditCard',
      'sameAs',
      'additional_validation',
      'isBeforeToday',
      'isYoungerThan110Years',
      'isAllowedName',
      'isPlainText',
      'isOwnContact',
      'isValidCardExpiry',
      'isValidCardCvv',
    ]);
  });

  it.each([
    ['required', 'This field is required'],
    ['email', 'Enter a valid email address'],
    ['frontImage', 'Add a photo of the front of the document'],
    ['backImage', 'Add photos of the front and back of the document'],
    ['isValidDate', 'Enter a valid date'],
    ['isValidDocument', 'Enter a valid document number'],
    ['isValidAddditionalDocument', 'Enter a valid document number'],
    ['isValidMobilePhone', 'Enter a valid mobile phone number'],
    ['isValidPhone', 'Enter a valid phone number'],
    ['isValidCreditCard', 'Enter a valid card number'],
    ['sameAs', "The two fields don't match"],
    ['additional_validation', 'The additional document is required'],
    ['isAllowedName', 'This name is too different from the one on the reservation'],
  ] as const)("%s says the spec rule in the glossary's words (docs/glossary.md): %j", (rule, text) => {
    expect(VALIDATION_MESSAGES_EN[rule]).toBe(text);
  });

  it.each(VALIDATION_RULES)('%s has the key validation.%s and a non-empty text', (rule) => {
    expect(VALIDATION_MESSAGE_KEYS[rule]).toBe(`validation.${rule}`);
    expect(VALIDATION_MESSAGES_EN[rule].trim()).not.toBe('');
  });

  it.each([
    ['minLength', '{{min}}'],
    ['maxLength', '{{max}}'],
    ['minValue', '{{min}}'],
    ['maxValue', '{{max}}'],
  ] as const)('%s interpolates %s', (rule, placeholder) => {
    expect(VALIDATION_MESSAGES_EN[rule]).toContain(placeholder);
  });

  it('types the parameters of the limit rules', () => {
    const message: TValidationMessage = { key: 'validation.minLength', params: { min: 3 } };
    expectTypeOf(message).toMatchTypeOf<TValidationMessage>();
    // @ts-expect-error minLength needs its {min}
    const missing: TValidationMessage = { key: 'validation.minLength' };
    expect(missing.key).toBe('validation.minLength');
  });
});
