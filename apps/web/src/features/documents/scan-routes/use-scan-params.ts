import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isUuid } from '@hospedar/contracts/constants';
import { PATHS } from '../../../lib/paths.ts';
import type { TApiRequest } from '../api/documents-request.ts';
import { createScanTokenRequest } from '../api/scan-token-request.ts';

export type TScanParams = {
  reservationId: string;
  guestId: string;
  token: string;
  /** The API client with the link's scan token as bearer. */
  request: TApiRequest;
  /** The hand-off pages of this link, keeping its token. */
  paths: { scan: string; upload: string; success: string };
};

/** The phone hand-off link: /document-scan/{reservationId}/{guestId}?t=<scan token>; null if malformed. */
export function useScanParams(): TScanParams | null {
  const { reservationId, guestId } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  return useMemo(() => {
    if (!isUuid(reservationId) || !isUuid(guestId) || token.length < 10) return null;
    const base = `${PATHS.documentScan}/${reservationId}/${guestId}`;
    const query = `?t=${encodeURIComponent(token)}`;
    return {
      reservationId,
      guestId,
      token,
      request: createScanTokenRequest(token),
      paths: { scan: `${base}${query}`, upload: `${base}/upload${query}`, success: `${base}/success` },
    };
  }, [reservationId, guestId, token]);
}
