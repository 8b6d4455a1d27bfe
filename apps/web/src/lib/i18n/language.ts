import { LANGUAGE_COOKIE, LANGUAGES, toSupportedLanguage } from '@hospedar/contracts/constants';
import { detectLanguage } from '@hospedar/contracts/i18n/detect-language';
import type { TLanguage } from '@hospedar/contracts/constants';
import { safeStorage } from '../storage.ts';

export {
  detectLanguage,
  pickOfferedLanguage,
  type TLanguageSources,
} from '@hospedar/contracts/i18n/detect-language';

export const LANG_STORAGE_KEY = 'hospedar.lang';

export function detectBrowserLanguage(): TLanguage {
  return detectLanguage({
    queryLang: new URLSearchParams(window.location.search).get('lang'),
    stored: safeStorage.get(LANG_STORAGE_KEY),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** Tells the server the language of this visit, so the next page's first screen is written in it. */
export function rememberLanguageForServer(language: TLanguage): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies disabled: the server falls back on Accept-Language.
  }
}

export function storeLanguage(language: TLanguage): void {
  safeStorage.set(LANG_STORAGE_KEY, language);
  rememberLanguageForServer(language);
}

export function hasStoredLanguage(): boolean {
  return toSupportedLanguage(safeStorage.get(LANG_STORAGE_KEY)) !== undefined;
}

export function isLanguage(value: string): value is TLanguage {
  return (LANGUAGES as readonly string[]).includes(value);
}
