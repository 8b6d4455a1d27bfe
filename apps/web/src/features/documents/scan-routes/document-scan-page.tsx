import { useTranslation } from 'react-i18next';
import { ScanFlow } from './scan-flow.tsx';
import { ScanLinkPage } from './scan-link-page.tsx';

/**
 * '/document-scan/{reservationId}/{guestId}?t=<scan token>': opened on the phone from the desktop's QR
 * code. The scanner, full screen, for that guest's main document, with the scan token as bearer.
 */
export function DocumentScanPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  return (
    <ScanLinkPage title={t('scanTitle')}>
      {(params, document) => <ScanFlow params={params} document={document} />}
    </ScanLinkPage>
  );
}
