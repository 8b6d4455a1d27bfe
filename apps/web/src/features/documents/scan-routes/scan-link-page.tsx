import type { ReactNode } from 'react';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import { DocumentsRequestContext } from '../api/documents-request.ts';
import { ScanPageFrame, ScanPageInvalid, ScanPageLoading } from './scan-page-frame.tsx';
import { useMainDocument } from './use-main-document.ts';
import { useScanParams, type TScanParams } from './use-scan-params.ts';

type TScanLinkPageProps = {
  title: string;
  /** The page's work once the link's guest and main document are known, with the scan token as bearer. */
  children: (params: TScanParams, document: TGuestDocument) => ReactNode;
};

/**
 * A page of the phone hand-off link (/document-scan/{reservationId}/{guestId}…?t=<scan token>): reads
 * the guest's main document with the link's token; a malformed, refused or empty link says so.
 */
export function ScanLinkPage({ title, children }: TScanLinkPageProps) {
  const params = useScanParams();
  const main = useMainDocument(params);
  return (
    <ScanPageFrame title={title}>
      {main.status === 'loading' ? <ScanPageLoading /> : null}
      {main.status === 'invalid' || !params || (main.status === 'ready' && !main.document) ? (
        <ScanPageInvalid />
      ) : null}
      {params && main.status === 'ready' && main.document ? (
        <DocumentsRequestContext.Provider value={params.request}>
          {children(params, main.document)}
        </DocumentsRequestContext.Provider>
      ) : null}
    </ScanPageFrame>
  );
}
