import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type TLanguage } from '@hospedar/contracts/constants';
import { detectLanguage, pickOfferedLanguage } from '@hospedar/contracts/i18n/detect-language';

/** Accept-Language's languages, the preferred first (`q` order, then the order written). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The visitor's language as the portal detects it (contracts' detectLanguage): `?lang=`, then the choice
 * the portal remembered (its cookie), then the browser's languages, else pt-BR.
 */
export function detectPageLanguage(input: {
  queryLang: string | null;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
}): TLanguage {
  return detectLanguage({
    queryLang: input.queryLang,
    stored: cookieValue(input.cookieHeader, LANGUAGE_COOKIE) ?? null,
    browser: acceptedLanguages(input.acceptLanguage),
  });
}

/** The language a page is written in: the visitor's when the hotel offers it, else the hotel's first. */
export const offeredLanguage = (detected: TLanguage, offered: readonly TLanguage[]): TLanguage =>
  pickOfferedLanguage(detected, offered, offered[0] ?? DEFAULT_LANGUAGE);
