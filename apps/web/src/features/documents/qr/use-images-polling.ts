import { useEffect, useRef } from 'react';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import { useDocumentsRequest } from '../api/documents-request.ts';
import { getMainDocument } from '../api/get-guest-documents.ts';

export const POLL_INTERVAL_MS = 3000;

export type TDocumentImages = Pick<
  TGuestDocument,
  'frontImageKey' | 'backImageKey' | 'frontImageUrl' | 'backImageUrl'
>;

type TPollingOptions = {
  guestId: string;
  isActive: boolean;
  /** The keys the desktop already has: only new ones count as the phone's. */
  known: { frontImageKey: string | null; backImageKey: string | null };
  onImages: (images: TDocumentImages) => void;
};

/**
 * While the QR code is open, asks GET /api/clients/{id} every 3 s (not while the tab is hidden) and
 * calls onImages once when the main document's image keys change: the phone has sent its photos.
 */
export function useImagesPolling({ guestId, isActive, known, onImages }: TPollingOptions) {
  const request = useDocumentsRequest();
  const latest = useRef({ known, onImages });
  useEffect(() => {
    latest.current = { known, onImages };
  });

  useEffect(() => {
    if (!isActive) return;
    const controller = new AbortController();
    let isDone = false;
    async function poll() {
      if (isDone || document.hidden) return;
      try {
        const found = await getMainDocument(request, guestId, controller.signal);
        const { known: current, onImages: report } = latest.current;
        const hasNew =
          found?.frontImageKey &&
          (found.frontImageKey !== current.frontImageKey || found.backImageKey !== current.backImageKey);
        if (!found || !hasNew || isDone) return;
        isDone = true;
        report({
          frontImageKey: found.frontImageKey,
          backImageKey: found.backImageKey,
          frontImageUrl: found.frontImageUrl,
          backImageUrl: found.backImageUrl,
        });
      } catch {
        // A failed poll (a slow network) is tried again at the next tick.
      }
    }
    const timer = window.setInterval(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      isDone = true;
      window.clearInterval(timer);
      controller.abort();
    };
  }, [isActive, guestId, request]);
}
