import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TDocumentScanLinkResponse } from '@hospedar/contracts/documents/document-scan-link';
import { createScanLink } from '../api/create-scan-link.ts';
import { useDocumentsRequest } from '../api/documents-request.ts';

export type TScanLinkState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; link: TDocumentScanLinkResponse; isExpired: boolean };

/**
 * Asks for a phone hand-off link for the guest, marks it expired at its expiry, and renews on demand.
 * Each opening asks for a new link (gcTime 0): a link is short-lived and never reused from the cache.
 */
export function useScanLink(guestId: string) {
  const request = useDocumentsRequest();
  const query = useQuery({
    queryKey: ['scan-link', guestId] as const,
    queryFn: () => createScanLink(request, guestId),
    staleTime: Infinity,
    gcTime: 0,
  });
  const link = query.data;
  const [expiredLink, setExpiredLink] = useState<TDocumentScanLinkResponse | null>(null);
  useEffect(() => {
    if (!link) return undefined;
    const msLeft = Math.max(0, Date.parse(link.expiresAt) - Date.now());
    const timer = window.setTimeout(() => setExpiredLink(link), msLeft);
    return () => window.clearTimeout(timer);
  }, [link]);

  let state: TScanLinkState = { status: 'loading' };
  if (query.isError && !query.isFetching) state = { status: 'failed' };
  else if (link && !query.isFetching) state = { status: 'ready', link, isExpired: expiredLink === link };
  return { state, renew: () => void query.refetch() };
}
