import i18next from 'i18next';
import type { ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import { storeLanguage } from '../lib/i18n/language.ts';

type TLocaleModule = { default: ResourceKey };
/** Only the console's texts, one file a language (decision 198). */
const CONSOLE_LOCALES = import.meta.glob<TLocaleModule>('../locales/*/console.json');

async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'console')) return;
  const load = CONSOLE_LOCALES[`../locales/${language}/console.json`];
  if (!load) throw new Error(`No console translations for ${language}`);
  i18next.addResourceBundle(language, 'console', (await load()).default);
}

/** i18next for the console page: the `console` namespace of the chosen language. */
export async function initConsoleI18n(language: TLanguage): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: ['pt-BR', 'en-US', 'es-ES'],
    fallbackLng: false,
    ns: ['console'],
    defaultNS: 'console',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadLanguage(language);
  document.documentElement.lang = language;
}

/** The staff member's choice, remembered as the portal remembers a guest's. */
export async function chooseConsoleLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
