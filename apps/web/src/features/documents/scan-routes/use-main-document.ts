import { useEffect, useState } from 'react';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import { getMainDocument } from '../api/get-guest-documents.ts';
import type { TScanParams } from './use-scan-params.ts';

export type TMainDocumentState =
  { status: 'loading' } | { status: 'invalid' } | { status: 'ready'; document: TGuestDocument | null };

/** The guest's main document (type, current keys), read with the link's token; 'invalid' if refused. */
export function useMainDocument(params: TScanParams | null): TMainDocumentState {
  const [state, setState] = useState<TMainDocumentState>({ status: 'loading' });
  useEffect(() => {
    if (!params) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    getMainDocument(params.request, params.guestId, controller.signal).then(
      (document) => setState({ status: 'ready', document }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'invalid' });
      },
    );
    return () => controller.abort();
  }, [params]);
  return state;
}
