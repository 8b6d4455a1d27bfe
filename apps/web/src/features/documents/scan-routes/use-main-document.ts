import { useQuery } from '@tanstack/react-query';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import { mainDocumentQueryOptions } from '../api/get-guest-documents.ts';
import type { TScanParams } from './use-scan-params.ts';

export type TMainDocumentState =
  { status: 'loading' } | { status: 'invalid' } | { status: 'ready'; document: TGuestDocument | null };

/** The guest's main document (type, current keys), read with the link's token; 'invalid' if refused. */
export function useMainDocument(params: TScanParams | null): TMainDocumentState {
  const query = useQuery({
    ...mainDocumentQueryOptions(params?.request ?? null, params?.guestId ?? ''),
    enabled: params !== null,
  });
  if (!params || query.isError) return { status: 'invalid' };
  return query.isSuccess ? { status: 'ready', document: query.data } : { status: 'loading' };
}
