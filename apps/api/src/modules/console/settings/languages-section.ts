import { LANGUAGES } from '@hospedar/contracts/constants';
import { ZLanguagesSettings, type TLanguagesSettings } from '@hospedar/contracts/console/settings-sections';
import { toCompanyConfig } from '../../tenant/to-company-config.ts';
import type { SettingsSection } from './section.ts';

/** The languages the portal offers, kept in the portal's own order (pt-BR first: decision 224). */
export const languagesSection: SettingsSection<TLanguagesSettings> = {
  name: 'languages',
  schema: ZLanguagesSettings,
  read: (row) => ({ languages: toCompanyConfig(row).languages }),
  write: (value) => ({ languages: LANGUAGES.filter((language) => value.languages.includes(language)) }),
};
