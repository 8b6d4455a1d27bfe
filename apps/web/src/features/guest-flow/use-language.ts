import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TLanguage } from '@hospedar/contracts/constants';

/** The language the screen shows, for the hotel's own texts and the names of countries. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
