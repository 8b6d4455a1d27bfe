import cardValidator from 'card-validator';
import { z } from 'zod';
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts';

/**
 * The card rules of spec section 5 and issue 14, shared by the card frame and the API: brand detection
 * and Luhn by the kept library `card-validator` (Braintree), MM/YY not in the past, the CVV length of
 * the brand, one installment, authorization only.
 */

/** The brands a hotel accepts, in the order the form shows their icons. */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'elo',
  'hipercard',
  'diners',
  'discover',
  'jcb',
] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

/** card-validator's type names for our brands; any other type it knows (UnionPay, Maestro, Mir…) is refused. */
const LIBRARY_TYPES: Readonly<Record<string, TCardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
  'diners-club': 'diners',
  discover: 'discover',
  jcb: 'jcb',
};

/** Guarantees are authorized in one installment, and only authorized (captured at the hotel, if ever). */
export const CARD_INSTALLMENTS = 1 as const;
export const CARD_CAPTURE = false as const;

/** Cards are not issued for longer than this, so a further expiry is a typo. */
export const MAX_CARD_YEARS_AHEAD = 20;

/** The number without the spaces and dashes people type. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/**
 * The brand of a whole or partly typed number, once its prefix names a single brand (for the icon
 * while the guest types); undefined while ambiguous, unknown or not accepted.
 */
export function cardBrand(number: string): TCardBrand | undefined {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return undefined;
  const type = cardValidator.number(digits).card?.type;
  return type === undefined ? undefined : LIBRARY_TYPES[type];
}

/** isValidCreditCard: digits only (spaces and dashes allowed), an accepted brand, its length and Luhn. */
export function isValidCreditCard(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  const verification = cardValidator.number(digits);
  return verification.isValid && cardBrand(digits) !== undefined;
}

/** The CVV's length for a brand: 4 for American Express, 3 for the others (card-validator's code size). */
export function cvvLength(brand: TCardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/** The CVV has exactly the brand's number of digits. */
export function isValidCvv(cvv: string, brand: TCardBrand | undefined): boolean {
  if (brand === undefined) return false;
  return cardValidator.cvv(cvv, cvvLength(brand)).isValid;
}

/** 'MM/YY' (spaces around the slash allowed) as month and four-digit year; undefined when malformed. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/**
 * Expiry MM/YY: valid through the last day of that month, so the current month is still valid; refused
 * when more than 20 years after today's year. `today` is 'YYYY-MM-DD' (the hotel's date).
 */
export function isValidCardExpiry(expiry: string, today: string): boolean {
  const parsed = parseCardExpiry(expiry);
  const now = /^(\d{4})-(\d{2})-\d{2}$/.exec(today.trim());
  if (!parsed || !now) return false;
  const [thisYear, thisMonth] = [Number(now[1]), Number(now[2])];
  if (parsed.year > thisYear + MAX_CARD_YEARS_AHEAD) return false;
  return parsed.year * 12 + parsed.month >= thisYear * 12 + thisMonth;
}

/** The card fields the card frame sends to the processor (never to our API). */
export type TCardFields = { number: string; holderName: string; expiry: string; cvv: string };

/**
 * The card form's schema for a given day: each field's message is a validation key
 * (`validation.isValidCreditCard`, `validation.isValidCardExpiry`, `validation.isValidCardCvv`,
 * `validation.required`), so the frame shows it translated.
 */
export function cardFieldsSchema(today: string) {
  return z
    .object({
      number: z.string(),
      holderName: z.string().trim().max(64, VALIDATION_MESSAGE_KEYS.maxLength),
      expiry: z.string(),
      cvv: z.string(),
    })
    .superRefine((card, context) => {
      const issue = (path: keyof TCardFields, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (!isValidCreditCard(card.number)) issue('number', VALIDATION_MESSAGE_KEYS.isValidCreditCard);
      if (card.holderName.trim().length < 2) issue('holderName', VALIDATION_MESSAGE_KEYS.required);
      if (!isValidCardExpiry(card.expiry, today)) issue('expiry', VALIDATION_MESSAGE_KEYS.isValidCardExpiry);
      if (!isValidCvv(card.cvv, cardBrand(card.number))) issue('cvv', VALIDATION_MESSAGE_KEYS.isValidCardCvv);
    });
}

/** Pagar.me's name of each brand (its card objects' `brand`), and back. */
export const PROCESSOR_BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
} as const satisfies Record<TCardBrand, string>;

/** Our brand for a processor's brand name (case-insensitive); undefined for one we do not accept. */
export function brandFromProcessor(name: string): TCardBrand | undefined {
  const lower = name.toLowerCase();
  return CARD_BRANDS.find((brand) => PROCESSOR_BRAND_NAMES[brand].toLowerCase() === lower);
}
