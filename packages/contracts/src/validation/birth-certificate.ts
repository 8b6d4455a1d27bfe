/**
 * Brazilian birth certificate number (matrícula, CNJ Provimento 2/2009): 32 digits — registry office (6),
 * archive (2), service (2), year (4), book type (1), book (5), page (3), entry (7) — and two check digits.
 */

/** Weighted sum of the matrícula rule: weights start at 32 − length, grow by one and wrap from 10 to 0. */
function weightedSum(digits: string): number {
  let weight = 32 - digits.length;
  let sum = 0;
  for (const digit of digits) {
    sum += Number(digit) * weight;
    weight = weight + 1 > 10 ? 0 : weight + 1;
  }
  return sum;
}

/** A check digit: the weighted sum mod 11, where a remainder of 10 becomes 1. */
function checkDigit(digits: string): string {
  const rest = weightedSum(digits) % 11;
  return String(rest === 10 ? 1 : rest);
}

/** The two check digits of the first 30 digits of a matrícula. */
export function birthCertificateCheckDigits(first30: string): string {
  const first = checkDigit(first30);
  return first + checkDigit(first30 + first);
}

/** A valid matrícula: 32 digits (dots, dashes and spaces ignored), not all zeros, both check digits right. */
export function isValidBrazilianBirthCertificate(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{32}$/.test(digits) || /^0+$/.test(digits)) return false;
  return birthCertificateCheckDigits(digits.slice(0, 30)) === digits.slice(30);
}
