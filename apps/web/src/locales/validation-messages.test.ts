import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES_EN } from '@hospedar/contracts/validation/messages';
import en from './en-US/validation.json';

describe('validation messages', () => {
  it('has the English text of every rule of spec section 5, as the contracts define it', () => {
    expect(en.validation).toEqual(VALIDATION_MESSAGES_EN);
  });
});
