import { z } from 'zod';
import { isValidEmail } from '../validation/email.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts';
import { isPlainText } from '../validation/safe-text.ts';

/**
 * The card form's own fields (spec section 3, Credit card owner and Billing address): the name on the
 * card and the billing address that goes with the card to the processor's tokenization call, and the
 * e-mail the receipt goes to. The card number, expiry and CVV are not here: they are typed in the card
 * frame and never reach the portal (decision 100). Each message is a validation key.
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGE_KEYS.required)
    .max(max, VALIDATION_MESSAGE_KEYS.maxLength)
    .refine(isPlainText, VALIDATION_MESSAGE_KEYS.isPlainText);

export const ZCardHolderForm = z.object({
  holderName: text(64).refine((name) => name.length >= 2, VALIDATION_MESSAGE_KEYS.required),
  /** Brazilian CEP, 8 digits (the mask's dash allowed). */
  zipCode: z
    .string()
    .trim()
    .refine((zip) => /^\d{5}-?\d{3}$/.test(zip), VALIDATION_MESSAGE_KEYS.required),
  address: text(120),
  addressNumber: text(20),
  addressComplement: z.string().trim().max(60, VALIDATION_MESSAGE_KEYS.maxLength),
  neighborhood: text(60),
  city: text(60),
  /** The state's two-letter code (SC, SP…). */
  state: z
    .string()
    .trim()
    .refine((uf) => /^[A-Za-z]{2}$/.test(uf), VALIDATION_MESSAGE_KEYS.required),
  country: z.literal('BR'),
  email: z.string().trim().refine(isValidEmail, VALIDATION_MESSAGE_KEYS.email),
});
export type TCardHolderForm = z.infer<typeof ZCardHolderForm>;
export type TCardHolderField = keyof TCardHolderForm;

/** The maximum length of each limited field, for the maxLength message's {{max}}. */
export const CARD_HOLDER_MAX_LENGTH: Partial<Record<TCardHolderField, number>> = {
  holderName: 64,
  address: 120,
  addressNumber: 20,
  addressComplement: 60,
  neighborhood: 60,
  city: 60,
};

export const EMPTY_CARD_HOLDER_FORM: TCardHolderForm = {
  holderName: '',
  zipCode: '',
  address: '',
  addressNumber: '',
  addressComplement: '',
  neighborhood: '',
  city: '',
  state: '',
  country: 'BR',
  email: '',
};
