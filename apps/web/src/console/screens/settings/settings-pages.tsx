import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { GuaranteeSettings } from './guarantee-settings.tsx';
import { LanguagesSettings } from './languages-settings.tsx';
import { LogosSettings } from './logos-settings.tsx';
import { LookSettings } from './look-settings.tsx';
import { SearchSettings } from './search-settings.tsx';
import { SettingsHistory } from './settings-history.tsx';
import { SettingsOverview } from './settings-overview.tsx';

/** The settings' pages, in the order of their navigation: `path` under /console/settings ('' the overview). */
export type SettingsPage = {
  path: string;
  label: ParseKeys<'console'>;
  element: ReactNode;
};

export const SETTINGS_PAGES: readonly SettingsPage[] = [
  { path: '', label: 'settings.nav.overview', element: <SettingsOverview /> },
  { path: 'guarantee', label: 'settings.nav.guarantee', element: <GuaranteeSettings /> },
  { path: 'look', label: 'settings.nav.look', element: <LookSettings /> },
  { path: 'logos', label: 'settings.nav.logos', element: <LogosSettings /> },
  { path: 'languages', label: 'settings.nav.languages', element: <LanguagesSettings /> },
  { path: 'search', label: 'settings.nav.search', element: <SearchSettings /> },
  { path: 'history', label: 'settings.nav.history', element: <SettingsHistory /> },
];
