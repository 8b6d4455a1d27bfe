/**
 * Validation rule ids as the forms use them (spec section 5), their i18n keys and English texts.
 * The keys live under the `validation` namespace of the portal's locale files; `{{min}}` and `{{max}}` are
 * i18next interpolations. `isValidAddditionalDocument` keeps the spec's spelling (three d's) on purpose.
 */
export const VALIDATION_MESSAGES_EN = {
  required: 'Required field',
  email: 'Invalid email',
  reservationNumberRequired: 'Reservation number is required',
  minLength: 'Minimum length of {{min}}',
  maxLength: 'Maximum length of {{max}} characters',
  minValue: 'Minimum value is {{min}}',
  maxValue: 'Maximum value is {{max}}',
  olderThanEighteen: 'Must be older than eighteen',
  youngerThanEighteen: 'Should be younger than eighteen',
  frontImage: 'Document front is required',
  backImage: 'Front and back documents are required',
  isValidDate: 'Invalid date',
  isValidDocument: 'Invalid document number',
  isValidAddditionalDocument: 'Invalid document number',
  isValidMobilePhone: 'Invalid cellphone number',
  isValidPhone: 'Invalid number',
  isValidCreditCard: 'Invalid credit card number',
  sameAs: 'Both fields must match',
  additional_validation: 'Additional document is required',
  isBeforeToday: 'Date cannot be later than today',
  isYoungerThan110Years: 'Date cannot be more than 110 years ago',
  isAllowedName: 'Name very different from the original',
  /** Not of spec section 5: a control character or half an emoji (safe-text.ts, issue 12). */
  isPlainText: 'Remove the invisible or invalid characters',
  /** Not of spec section 5: the main guest gave a companion its own contact (decision 63). */
  isOwnContact: 'This is your own contact: enter your companion’s',
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
