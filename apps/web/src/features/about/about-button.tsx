import { lazy, Suspense, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LineIcon } from '../../components/line-icon.tsx';
import { aboutTopic } from './about-topic.ts';
import './about.css';

/* The dialog and its texts load on the first click only. */
const AboutDialog = lazy(() =>
  Promise.all([import('./about-dialog.tsx'), i18next.loadNamespaces('about')]).then(([m]) => ({
    default: m.AboutDialog,
  })),
);

/** The header's help button: the about-modal, with the text of the current route. */
export function AboutButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="header-round-button"
        aria-label={t('actions.about')}
        title={t('actions.about')}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <LineIcon size={22}>
          <circle cx="12" cy="12" r="9.5" />
          <path d="M9.4 9.2a2.7 2.7 0 1 1 3.9 2.4c-.8.4-1.3 1-1.3 1.9v.6" />
          <circle cx="12" cy="17.2" r=".6" fill="currentColor" />
        </LineIcon>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <AboutDialog topic={aboutTopic(pathname)} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
