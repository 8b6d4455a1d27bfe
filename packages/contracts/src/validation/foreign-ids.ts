/** Check-digit rules of the foreign identity documents the portal accepts (Chile's RUT, Argentina's and Spain's DNI). */

const RUT_PATTERN = /^(\d{1,8})([\dK])$/;

/** The RUT without dots, dashes and spaces, upper-cased ('12.345.678-k' → '12345678K'). */
export function rutCompact(value: string): string {
  return value.replace(/[.\-\s]/g, '').toUpperCase();
}

/** The modulo-11 check character of a RUT body: weights 2..7 from the right; 11 → '0', 10 → 'K'. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((digit, index) => {
    sum += Number(digit) * ((index % 6) + 2);
  });
  const result = 11 - (sum % 11);
  if (result === 11) return '0';
  if (result === 10) return 'K';
  return String(result);
}

/** A Chilean RUT/RUN: 1–8 body digits and its check character (0–9 or K), dots and dash optional. */
export function isValidRut(value: string): boolean {
  const match = RUT_PATTERN.exec(rutCompact(value));
  if (!match?.[1] || !match[2] || Number(match[1]) === 0) return false;
  return rutCheckDigit(match[1]) === match[2];
}

/** An Argentinian DNI: 7 or 8 digits, dots and spaces allowed ('12.345.678'), not all zeros. */
export function isValidArgentinianDni(value: string): boolean {
  const compact = value.replace(/[.\s]/g, '');
  return /^\d{7,8}$/.test(compact) && Number(compact) > 0;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A Spanish DNI: 8 digits and the letter of (number mod 23); a dash or space before the letter is allowed. */
export function isValidSpanishDni(value: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(value.replace(/[.\-\s]/g, '').toUpperCase());
  if (!match?.[1] || !match[2]) return false;
  return DNI_LETTERS[Number(match[1]) % 23] === match[2];
}
