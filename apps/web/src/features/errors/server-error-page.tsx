import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BrokenBellIllustration } from '../../components/art/broken-bell-illustration.tsx';
import { ErrorMessagePage } from './error-message-page.tsx';
import { retryAt } from './retry.ts';

/** 500: 'Try again' goes back to the path the visitor wanted (redirectUrl, same origin only). */
export function ServerErrorPage() {
  const { t } = useTranslation('errors');
  const location = useLocation();
  return (
    <ErrorMessagePage
      illustration={<BrokenBellIllustration />}
      title={t('serverError.title')}
      description={t('serverError.description')}
      action={{ label: t('serverError.action'), onAction: () => retryAt(location.search) }}
    />
  );
}
