import type { TLanguage } from '../constants.ts';
import type { TLocalizedText } from './company-config.ts';

/** A hotel's own text in the language shown, falling back to English, then Portuguese. */
export function localize(text: TLocalizedText | null | undefined, language: TLanguage): string {
  if (!text) return '';
  return (text[language] || text['en-US'] || text['pt-BR'] || '').trim();
}
