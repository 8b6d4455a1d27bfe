import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordStrength } from './password-strength.ts';

/**
 * Keys of the console's password messages (apps/web/src/locales/<lang>/console.json, `password.*`);
 * the API answers them as the field's message of VALIDATION_FAILED.
 */
export const PASSWORD_MESSAGES = {
  tooShort: 'password.tooShort',
  tooLong: 'password.tooLong',
  tooWeak: 'password.tooWeak',
} as const;

/**
 * A new password (invite accepted, reset, CLI): at least 10 characters, at most 128, and not weak for
 * zxcvbn (decision 196). The console's forms and the API check this same schema.
 */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((password) => passwordStrength(password) !== 'weak', PASSWORD_MESSAGES.tooWeak);
