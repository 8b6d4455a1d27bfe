import { useTranslation } from 'react-i18next';
import { LostKeyIllustration } from '../../components/illustrations.tsx';
import { ErrorMessagePage } from './error-message-page.tsx';

/** 404: also the page of any unknown path. Its button starts the portal again from '/'. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorMessagePage
      illustration={<LostKeyIllustration />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      actionLabel={t('notFound.action')}
      onAction={() => window.location.assign('/')}
    />
  );
}
