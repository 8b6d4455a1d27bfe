import { DEFAULT_LANGUAGE, toSupportedLanguage, type TLanguage } from '../constants.ts';

/*
 * How a visit's language is chosen, the same in the browser (lib/i18n/language.ts) and on the server
 * that writes the first screen (decision 209): the browser's remembered choice is its localStorage, the
 * server's is the cookie the portal writes beside it.
 */

export type TLanguageSources = {
  /** The address's `?lang=` value, if any. */
  queryLang: string | null;
  stored: string | null;
  browser: readonly string[];
};

/** First visit order: `?lang=`, then the stored choice, then the browser's languages, else pt-BR. */
export function detectLanguage(sources: TLanguageSources): TLanguage {
  const fromQuery = toSupportedLanguage(sources.queryLang);
  if (fromQuery) return fromQuery;
  const fromStorage = toSupportedLanguage(sources.stored);
  if (fromStorage) return fromStorage;
  for (const candidate of sources.browser) {
    const supported = toSupportedLanguage(candidate);
    if (supported) return supported;
  }
  return DEFAULT_LANGUAGE;
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
