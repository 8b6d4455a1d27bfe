import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  toSupportedLanguage,
} from '@hospedar/contracts/constants';
import type { TLanguage } from '@hospedar/contracts/constants';
import { safeStorage } from '../storage.ts';

export const LANG_STORAGE_KEY = 'hospedar.lang';

export type TLanguageSources = {
  /** location.search, for `?lang=` */
  search: string;
  stored: string | null;
  browser: readonly string[];
};

/** First visit order: `?lang=`, then the stored choice, then the browser's languages, else pt-BR. */
export function detectLanguage(sources: TLanguageSources): TLanguage {
  const fromQuery = toSupportedLanguage(new URLSearchParams(sources.search).get('lang'));
  if (fromQuery) return fromQuery;
  const fromStorage = toSupportedLanguage(sources.stored);
  if (fromStorage) return fromStorage;
  for (const candidate of sources.browser) {
    const supported = toSupportedLanguage(candidate);
    if (supported) return supported;
  }
  return DEFAULT_LANGUAGE;
}

export function detectBrowserLanguage(): TLanguage {
  return detectLanguage({
    search: window.location.search,
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

/** The language to show given what the hotel offers: the current one if offered, else the hotel's. */
export function pickOfferedLanguage(
  current: TLanguage,
  offered: readonly TLanguage[],
  hotelDefault: TLanguage,
): TLanguage {
  if (offered.includes(current)) return current;
  if (offered.includes(hotelDefault)) return hotelDefault;
  return offered[0] ?? hotelDefault;
}

export function isLanguage(value: string): value is TLanguage {
  return (LANGUAGES as readonly string[]).includes(value);
}
