import i18next from 'i18next';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TLanguage } from '@hospedar/contracts/constants';
import { detectBrowserLanguage, storeLanguage } from './language.ts';
import { STARTUP_NAMESPACES } from './namespaces.ts';
import { isStartupNamespace, loadStartupTexts } from './startup-texts/startup-texts.ts';

type TLocaleModule = { default: ResourceKey };
/**
 * Lazy: each file becomes its own small chunk, fetched only for the language in use; the startup
 * areas travel together, one file per language (startup-texts/). The staff console's texts
 * (console.json) are the console's own (decision 198): not even their loaders here.
 */
const LOCALE_LOADERS = import.meta.glob<TLocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/*/console.json',
  '!../../locales/*/{common,shell,errors,welcome}.json',
]);

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const supported = toSupportedLanguage(language);
    if (supported && isStartupNamespace(namespace)) {
      loadStartupTexts(supported, namespace).then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
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
}

let isFallbackRequested = false;

/**
 * The en-US fallback, loaded the first time a key is missing in the active language (the locale
 * completeness test keeps that from happening in the product); the screens then render again with it.
 */
function loadFallbackOnDemand(key: string, defaultValue?: string): string {
  if (!isFallbackRequested && currentLanguage() !== FALLBACK_LANGUAGE) {
    isFallbackRequested = true;
    void i18next.loadLanguages(FALLBACK_LANGUAGE).then(() => {
      i18next.options.fallbackLng = [FALLBACK_LANGUAGE];
      void i18next.changeLanguage(i18next.language);
    });
  }
  return defaultValue ?? key;
}

/**
 * Starts i18next with only the active language's JSON; the en-US fallback costs no byte unless a
 * key is missing (loadFallbackOnDemand).
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
      parseMissingKeyHandler: loadFallbackOnDemand,
    });
  return i18next;
}

/** A choice made by the visitor: applied and remembered across reloads. */
export async function chooseLanguage(language: TLanguage): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}
