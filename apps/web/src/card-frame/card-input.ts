import {
  cardBrand,
  cardDigits,
  cvvLength,
  isValidCardExpiry,
  isValidCreditCard,
  isValidCvv,
  parseCardExpiry,
} from '@hospedar/contracts/payment/card-rules';
import type { TCardBrand } from '@hospedar/contracts/payment/card-rules';
import type { TFrameField, TFrameIssue } from '../lib/payment/card-frame-protocol.ts';
import { fill } from './texts.ts';
import type { TFrameTexts } from './texts.ts';

/** The card number as typed, grouped as printed: 4-6-5 for American Express, else groups of 4. */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The expiry as typed, masked to MM/YY (a single digit above 1 becomes 0N). */
export function formatExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type TCardValues = { number: string; expiry: string; cvv: string };

/** The message of one field, or null when it is right (the contracts' card rules, spec section 5). */
export function fieldIssue(field: TFrameField, values: TCardValues, today: string, texts: TFrameTexts) {
  const brand: TCardBrand | undefined = cardBrand(values.number);
  switch (field) {
    case 'number':
      if (cardDigits(values.number) === '') return texts.required;
      return isValidCreditCard(values.number) ? null : texts.invalidNumber;
    case 'expiry':
      if (values.expiry === '') return texts.required;
      if (!parseCardExpiry(values.expiry)) return texts.invalidExpiry;
      return isValidCardExpiry(values.expiry, today) ? null : texts.pastExpiry;
    case 'cvv':
      if (values.cvv === '') return texts.required;
      return isValidCvv(values.cvv, brand)
        ? null
        : fill(texts.invalidCvv, { length: cvvLength(brand ?? 'visa') });
  }
}

/** Every field's message, in the form's order. */
export function cardIssues(values: TCardValues, today: string, texts: TFrameTexts): TFrameIssue[] {
  return (['number', 'expiry', 'cvv'] as const).flatMap((field) => {
    const message = fieldIssue(field, values, today, texts);
    return message ? [{ field, message }] : [];
  });
}
