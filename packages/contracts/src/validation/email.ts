import { regexes } from 'zod';

/**
 * isValidEmail: the same pattern as zod 4's `z.email()` (its "practical" default, `regexes.email`): dotted
 * local part of letters, digits and _ ' + -, not starting or ending with a dot, no consecutive dots, a domain
 * of labels and a 2+ letter TLD. Surrounding blanks are ignored; nothing else is normalised.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && regexes.email.test(email);
}
