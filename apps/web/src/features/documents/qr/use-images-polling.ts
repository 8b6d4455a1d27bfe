import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';
import { useDocumentsRequest } from '../api/documents-request.ts';
import { mainDocumentQueryOptions } from '../api/get-guest-documents.ts';

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
 * While the QR code is open, asks GET /api/clients/{id} every 3 s (not while the tab is hidden; a failed
 * poll is tried again at the next tick) and calls onImages once when the main document's image keys
 * change: the phone has sent its photos.
 */
export function useImagesPolling({ guestId, isActive, known, onImages }: TPollingOptions) {
  const request = useDocumentsRequest();
  // The first ask comes one interval after the code shows (the phone needs that long at least), and
  // asking stops once the photos are reported.
  const [isDue, setIsDue] = useState(false);
  const [isDone, setIsDone] = useState(false);
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = window.setTimeout(() => setIsDue(true), POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [isActive]);
  const { data: found } = useQuery({
    ...mainDocumentQueryOptions(request, guestId),
    enabled: isActive && isDue && !isDone,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const latest = useRef({ known, onImages });
  useEffect(() => {
    latest.current = { known, onImages };
  });
  // Reacts to a poll's answer (no request here): new keys are the phone's photos, reported once.
  useEffect(() => {
    if (!isActive || isDone || !found?.frontImageKey) return;
    const { known: current, onImages: report } = latest.current;
    const hasNew =
      found.frontImageKey !== current.frontImageKey || found.backImageKey !== current.backImageKey;
    if (!hasNew) return;
    setIsDone(true);
    report({
      frontImageKey: found.frontImageKey,
      backImageKey: found.backImageKey,
      frontImageUrl: found.frontImageUrl,
      backImageUrl: found.backImageUrl,
    });
  }, [found, isActive, isDone]);
}
