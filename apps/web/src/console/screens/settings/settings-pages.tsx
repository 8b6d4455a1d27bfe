import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { AdditionalDataSettings } from './additional-data-settings.tsx';
import { GuaranteeSettings } from './guarantee-settings.tsx';
import { LanguagesSettings } from './languages-settings.tsx';
import { LogosSettings } from './logos-settings.tsx';
import { LookSettings } from './look-settings.tsx';
import { SearchSettings } from './search-settings.tsx';
import { SettingsHistory } from './settings-history.tsx';
import { SettingsOverview } from './settings-overview.tsx';
import { StepsSettings } from './steps-settings.tsx';
import { TermsSettings } from './terms-settings.tsx';

/** The settings' pages, in the order of their navigation: `path` under /console/settings ('' the overview). */
export type SettingsPage = {
  path: string;
  label: ParseKeys<'console'>;
  element: ReactNode;
};

export const SETTINGS_PAGES: readonly SettingsPage[] = [
  { path: '', label: 'settings.nav.overview', element: <SettingsOverview /> },
  { path: 'look', label: 'settings.nav.look', element: <LookSettings /> },
  { path: 'logos', label: 'settings.nav.logos', element: <LogosSettings /> },
  { path: 'languages', label: 'settings.nav.languages', element: <LanguagesSettings /> },
  { path: 'search', label: 'settings.nav.search', element: <SearchSettings /> },
  { path: 'steps', label: 'settings.nav.steps', element: <StepsSettings /> },
  { path: 'additional-data', label: 'settings.nav.additional-data', element: <AdditionalDataSettings /> },
  { path: 'terms', label: 'settings.nav.terms', element: <TermsSettings /> },
  { path: 'guarantee', label: 'settings.nav.guarantee', element: <GuaranteeSettings /> },
  { path: 'history', label: 'settings.nav.history', element: <SettingsHistory /> },
];
