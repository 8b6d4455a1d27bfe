import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import { LanguageSelector } from './language-selector.tsx';

export type THeaderProps = {
  logoUrl: string;
  hotelName: string;
  languages?: readonly TLanguage[];
  tone?: 'default' | 'light';
  /** Buttons beside the language selector (the about-modal's, in the main and reservation layouts). */
  actions?: ReactNode;
};

export function Header({ logoUrl, hotelName, languages, tone = 'default', actions }: THeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={`app-header app-header--${tone}`}>
      <img
        className="app-header__logo"
        src={logoUrl}
        alt={t('header.logoAlt', { hotel: hotelName })}
        width={160}
        height={44}
        fetchPriority="high"
      />
      <div className="app-header__actions">
        {actions}
        <LanguageSelector languages={languages} tone={tone} />
      </div>
    </header>
  );
}
