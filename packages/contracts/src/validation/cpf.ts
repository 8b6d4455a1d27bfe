/** The digits of a CPF as typed ('529.982.247-25' → '52998224725'). */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string): number {
  const weightStart = digits.length + 1;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weightStart - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * A valid CPF: 11 digits (punctuation ignored), not one digit repeated, and both check digits
 * right (Receita Federal's mod-11 rule).
 */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return digits[9] === String(first) && digits[10] === String(second);
}

/** The CPF mask ###.###.###-## applied to what is typed so far (at most 11 digits). */
export function formatCpf(value: string): string {
  const d = cpfDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
