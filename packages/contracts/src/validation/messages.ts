/**
 * Validation rule ids as the forms use them (spec section 5), their i18n keys and English texts.
 * The keys live under the `validation` namespace of the portal's locale files; `{{min}}` and `{{max}}` are
 * i18next interpolations. `isValidAddditionalDocument` keeps the spec's spelling (three d's) on purpose.
 */
export const VALIDATION_MESSAGES_EN = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  reservationNumberRequired: 'Enter the reservation number',
  minLength: 'Enter at least {{min}} characters',
  maxLength: 'Enter no more than {{max}} characters',
  minValue: 'Enter {{min}} or more',
  maxValue: 'Enter {{max}} or less',
  olderThanEighteen: 'Must be 18 or older',
  youngerThanEighteen: 'Must be under 18',
  frontImage: 'Add a photo of the front of the document',
  backImage: 'Add photos of the front and back of the document',
  isValidDate: 'Enter a valid date',
  isValidDocument: 'Enter a valid document number',
  isValidAddditionalDocument: 'Enter a valid document number',
  isValidMobilePhone: 'Enter a valid mobile phone number',
  isValidPhone: 'Enter a valid phone number',
  isValidCreditCard: 'Enter a valid card number',
  sameAs: "The two fields don't match",
  additional_validation: 'The additional document is required',
  isBeforeToday: "The date can't be in the future",
  isYoungerThan110Years: "The date can't be more than 110 years ago",
  isAllowedName: 'This name is too different from the one on the reservation',
  /** Not of spec section 5: a control character or half an emoji (safe-text.ts, issue 12). */
  isPlainText: 'Remove the hidden or invalid characters',
  /** Not of spec section 5: the main guest gave a companion its own contact (decision 63). */
  isOwnContact: 'This is your own contact: enter your companion’s',
  /** Not of spec section 5: a card's MM/YY in the past or malformed (payment/card-rules.ts, issue 14). */
  isValidCardExpiry: 'Enter a valid expiry date (MM/YY), not in the past',
  /** Not of spec section 5: the CVV's digits for the card's brand (3, or 4 for American Express). */
  isValidCardCvv: 'Enter the security code on the card',
} as const;

export type TValidationRule = keyof typeof VALIDATION_MESSAGES_EN;

export const VALIDATION_RULES = Object.keys(VALIDATION_MESSAGES_EN) as TValidationRule[];

/** The i18n key of a rule's message: 'validation.<rule id>'. */
export type TValidationMessageKey = `validation.${TValidationRule}`;

export const VALIDATION_MESSAGE_KEYS = Object.fromEntries(
  VALIDATION_RULES.map((rule) => [rule, `validation.${rule}`]),
) as { readonly [R in TValidationRule]: `validation.${R}` };

/** Interpolation values a rule's message needs; rules not listed take none. */
export interface ValidationMessageParams {
  minLength: { min: number };
  maxLength: { max: number };
  minValue: { min: number };
  maxValue: { max: number };
}

/** A validation failure as the forms hand it to i18n: the key and, for the four limit rules, its values. */
export type TValidationMessage = {
  [R in TValidationRule]: R extends keyof ValidationMessageParams
    ? { key: `validation.${R}`; params: ValidationMessageParams[R] }
    : { key: `validation.${R}`; params?: undefined };
}[TValidationRule];
