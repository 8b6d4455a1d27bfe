import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { MuiThemeScope } from '../../../lib/tenant/theme/mui-theme-scope.tsx';
import '../documents.css';

type TScanPageFrameProps = { title: string; children: ReactNode };

/** The phone hand-off pages' frame: the hotel's theme, a heading and the page's content. */
export function ScanPageFrame({ title, children }: TScanPageFrameProps) {
  return (
    <MuiThemeScope>
      <section className="scan-page" aria-labelledby="scan-page-title">
        <h1 id="scan-page-title" className="scan-page__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </section>
    </MuiThemeScope>
  );
}

export function ScanPageLoading() {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  return (
    <p className="scan-page__status" role="status">
      <CircularProgress size={24} aria-hidden="true" />
      {t('loading')}
    </p>
  );
}

export function ScanPageInvalid() {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  return (
    <p className="scan-page__error" role="alert">
      {t('invalidLink')}
    </p>
  );
}
