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

type TFieldIssue = Omit<TFrameIssue, 'field'>;

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

/** Why one field is refused, or null when it is right (the contracts' card rules, spec section 5). */
export function fieldIssue(field: TFrameField, values: TCardValues, today: string): TFieldIssue | null {
  const brand: TCardBrand | undefined = cardBrand(values.number);
  const issue = (code: TFrameIssue['code'], length: number | null = null) => ({ code, length });
  switch (field) {
    case 'number':
      if (cardDigits(values.number) === '') return issue('required');
      return isValidCreditCard(values.number) ? null : issue('invalidNumber');
    case 'expiry':
      if (values.expiry === '') return issue('required');
      if (!parseCardExpiry(values.expiry)) return issue('invalidExpiry');
      return isValidCardExpiry(values.expiry, today) ? null : issue('pastExpiry');
    case 'cvv':
      if (values.cvv === '') return issue('required');
      return isValidCvv(values.cvv, brand) ? null : issue('invalidCvv', cvvLength(brand ?? 'visa'));
  }
}

/** Every refused field, in the form's order. */
export function cardIssues(values: TCardValues, today: string): TFrameIssue[] {
  return (['number', 'expiry', 'cvv'] as const).flatMap((field) => {
    const issue = fieldIssue(field, values, today);
    return issue ? [{ field, ...issue }] : [];
  });
}

/** An issue's message in the frame's language. */
export function issueText(issue: TFieldIssue, texts: TFrameTexts): string {
  return fill(texts[issue.code], { length: issue.length ?? '' });
}
