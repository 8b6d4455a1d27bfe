/** The digits of what was typed, at most `max` of them. */
export function digitsOnly(value: string, max = Infinity): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** A Brazilian zip code as 00000-000, applied to what is typed so far. */
export function formatZip(value: string): string {
  const digits = digitsOnly(value, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
