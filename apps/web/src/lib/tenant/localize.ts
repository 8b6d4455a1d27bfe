import type { TLanguage } from '@hospedar/contracts/constants';
import type { TLocalizedText } from '@hospedar/contracts/tenant/company-config';

/** A hotel's own text in the language shown, falling back to English, then Portuguese. */
export function localize(text: TLocalizedText | null | undefined, language: TLanguage): string {
  if (!text) return '';
  return (text[language] || text['en-US'] || text['pt-BR'] || '').trim();
}
