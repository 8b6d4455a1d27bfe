import { useTranslation } from 'react-i18next';
import { BrokenBellIllustration } from '../../components/art/broken-bell-illustration.tsx';
import { ErrorMessagePage } from './error-message-page.tsx';

/** A screen's code did not arrive (slow or lost connection): reload the same address. */
export function ChunkErrorPage({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorMessagePage
      illustration={<BrokenBellIllustration />}
      title={t('chunkLoad.title')}
      description={t('chunkLoad.description')}
      action={{ label: t('chunkLoad.action'), onAction: onReload }}
    />
  );
}
