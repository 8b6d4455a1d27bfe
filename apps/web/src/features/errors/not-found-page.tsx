import { useTranslation } from 'react-i18next';
import { LostKeyIllustration } from '../../components/art/lost-key-illustration.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { ErrorMessagePage } from './error-message-page.tsx';

/**
 * 404: also the page of any unknown path. Its button starts the portal again from '/'. On a host that
 * names no hotel, '/' would lead here again: the page says this hotel's portal does not exist, with no
 * button and no reservation help (there is no hotel to find a reservation at).
 */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { isUnknownHotel } = useTenant();
  if (isUnknownHotel) {
    return (
      <ErrorMessagePage
        illustration={<LostKeyIllustration />}
        title={t('unknownHotel.title')}
        description={t('unknownHotel.description', { host: window.location.hostname })}
      />
    );
  }
  return (
    <ErrorMessagePage
      illustration={<LostKeyIllustration />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={{ label: t('notFound.action'), onAction: () => window.location.assign('/') }}
    />
  );
}
