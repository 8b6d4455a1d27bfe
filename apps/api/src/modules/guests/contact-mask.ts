const STARS = '***';

/** Up to two leading characters, never more than half of the text. */
function visibleStart(text: string): string {
  return text.slice(0, Math.min(2, Math.floor(text.length / 2)));
}

/**
 * 'ana.souza@example.com' → 'an***@ex***.com'; 'x@mail.example.com.br' → '***@ma***.com.br'.
 * Trailing labels of up to three letters (com, br, co) stay, so the guest recognises the provider.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return STARS;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const suffix: string[] = [];
  while (labels.length > 1 && (labels.at(-1)?.length ?? 0) <= 3) suffix.unshift(labels.pop() ?? '');
  const domainStart = visibleStart(labels[0] ?? '');
  return `${visibleStart(local)}${STARS}@${domainStart}${STARS}${suffix.map((label) => `.${label}`).join('')}`;
}

/** '+55 (48) *****-4567': country and area codes stay, the number shows its last four digits. */
export function maskPhone(phone: { countryCode: string; areaCode: string | null; number: string }): string {
  const digits = phone.number.replace(/\D/g, '');
  const hidden = '*'.repeat(Math.max(digits.length - 4, 3));
  const area = phone.areaCode ? ` (${phone.areaCode.replace(/\D/g, '')})` : '';
  return `+${phone.countryCode.replace(/\D/g, '')}${area} ${hidden}-${digits.slice(-4)}`;
}
