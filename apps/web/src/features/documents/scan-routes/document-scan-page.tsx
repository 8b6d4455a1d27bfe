import { useTranslation } from 'react-i18next';
import { DocumentsRequestContext } from '../api/documents-request.ts';
import { ScanFlow } from './scan-flow.tsx';
import { ScanPageFrame, ScanPageInvalid, ScanPageLoading } from './scan-page-frame.tsx';
import { useMainDocument } from './use-main-document.ts';
import { useScanParams } from './use-scan-params.ts';

/**
 * '/document-scan/{reservationId}/{guestId}?t=<scan token>': opened on the phone from the desktop's QR
 * code. The scanner, full screen, for that guest's main document, with the scan token as bearer.
 */
export function DocumentScanPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  const params = useScanParams();
  const main = useMainDocument(params);
  return (
    <ScanPageFrame title={t('scanTitle')}>
      {main.status === 'loading' ? <ScanPageLoading /> : null}
      {main.status === 'invalid' || !params || (main.status === 'ready' && !main.document) ? (
        <ScanPageInvalid />
      ) : null}
      {params && main.status === 'ready' && main.document ? (
        <DocumentsRequestContext.Provider value={params.request}>
          <ScanFlow params={params} document={main.document} />
        </DocumentsRequestContext.Provider>
      ) : null}
    </ScanPageFrame>
  );
}
