import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../lib/paths.ts';
import { ConstructionIllustration } from './art/construction-illustration.tsx';

/** The one honest page for every step later work builds (search, PIN, forms, payment...). */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <section className="message-page" aria-labelledby="not-available-title">
      <ConstructionIllustration />
      <h1 id="not-available-title" className="message-page__title">
        {t('notAvailable.title')}
      </h1>
      <p className="message-page__text">{t('notAvailable.text')}</p>
      <Link to={PATHS.welcomeMenu} className="btn btn--primary btn--large">
        {t('actions.backToMenu')}
      </Link>
    </section>
  );
}
