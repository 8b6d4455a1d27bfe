import i18next from 'i18next';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TLanguage } from '@hospedar/contracts/constants';
import { apiSettings } from '../api-client.ts';
import { detectBrowserLanguage, storeLanguage } from './language.ts';
import { STARTUP_NAMESPACES } from './namespaces.ts';

type TLocaleModule = { default: ResourceKey };
/** Lazy: each file becomes its own small chunk, fetched only for the language in use. */
const LOCALE_LOADERS = import.meta.glob<TLocaleModule>('../../locales/*/*.json');

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = LOCALE_LOADERS[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function currentLanguage(): TLanguage {
  return toSupportedLanguage(i18next.resolvedLanguage ?? i18next.language) ?? FALLBACK_LANGUAGE;
}

function syncDocument(language: string): void {
  const supported = toSupportedLanguage(language);
  if (!supported) return;
  document.documentElement.lang = supported;
  apiSettings.language = supported;
}

/**
 * Starts i18next with only the active language's JSON. The en-US fallback is loaded after the first
 * paint (when the browser is idle), so it never costs bytes on the way to the first screen; the
 * locale completeness test guarantees no key is missing meanwhile.
 */
export async function initI18n(language: TLanguage = detectBrowserLanguage()): Promise<typeof i18next> {
  syncDocument(language);
  i18next.on('languageChanged', syncDocument);
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ['pt-BR', 'en-US', 'es-ES'],
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  scheduleFallbackLoad();
  return i18next;
}

function scheduleFallbackLoad(): void {
  const load = () => {
    void i18next.loadLanguages(FALLBACK_LANGUAGE).then(() => {
      i18next.options.fallbackLng = [FALLBACK_LANGUAGE];
    });
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 5000 });
  else window.setTimeout(load, 2000);
}

/** A choice made by the visitor: applied and remembered across reloads. */
export async function chooseLanguage(language: TLanguage): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}
