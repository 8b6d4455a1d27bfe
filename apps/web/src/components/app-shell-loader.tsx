import { useTranslation } from 'react-i18next';
import { PoweredBy } from './powered-by.tsx';

/** Shown while no route is known yet (the initial configuration is loading). */
export function AppShellLoader() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-loader" role="status" aria-live="polite">
      <span className="shell-loader__dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span className="visually-hidden">{t('loading')}</span>
      <PoweredBy />
    </div>
  );
}
