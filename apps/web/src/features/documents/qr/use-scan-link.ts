import { useCallback, useEffect, useState } from 'react';
import type { TDocumentScanLinkResponse } from '@hospedar/contracts/documents/document-scan-link';
import { createScanLink } from '../api/create-scan-link.ts';
import { useDocumentsRequest } from '../api/documents-request.ts';

export type TScanLinkState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; link: TDocumentScanLinkResponse; isExpired: boolean };

/** Asks for a phone hand-off link for the guest, marks it expired at its expiry, and renews on demand. */
export function useScanLink(guestId: string) {
  const request = useDocumentsRequest();
  const [state, setState] = useState<TScanLinkState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    let timer: number | undefined;
    setState({ status: 'loading' });
    createScanLink(request, guestId).then(
      (link) => {
        if (!isCurrent) return;
        setState({ status: 'ready', link, isExpired: false });
        const msLeft = Math.max(0, Date.parse(link.expiresAt) - Date.now());
        timer = window.setTimeout(() => setState({ status: 'ready', link, isExpired: true }), msLeft);
      },
      () => {
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [request, guestId, attempt]);

  const renew = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, renew };
}
