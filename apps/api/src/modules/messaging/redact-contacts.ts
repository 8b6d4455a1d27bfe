const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LONG_NUMBER = /\+?\d[\d\s().-]{6,}\d/g;

/**
 * A driver's error text without e-mail addresses or phone numbers (SMTP servers echo the recipient),
 * fit for logs and last_error.
 */
export function redactContacts(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]').slice(0, 500);
}
