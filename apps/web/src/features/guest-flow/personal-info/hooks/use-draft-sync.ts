import { useCallback, useEffect, useRef } from 'react';
import { personalInfoDrafts } from '../model/drafts.ts';
import type { TPersonalInfoValues } from '../model/values.ts';

/** How long typing pauses before the draft is written. */
export const DRAFT_DELAY_MS = 400;

/**
 * Nothing lost (docs/decisions.md, 19): once the guest changes something, the values are written to the
 * step's draft a moment after each change, and at once when the page is hidden or the screen left.
 * `clear` forgets the draft after a save, so leaving the screen then writes nothing.
 */
export function useDraftSync(guestId: string, values: TPersonalInfoValues, isDirty: boolean) {
  const latest = useRef({ values, isDirty, isCleared: false });
  latest.current = { ...latest.current, values, isDirty };

  const flush = useCallback(() => {
    const { values: now, isDirty: dirty, isCleared } = latest.current;
    if (dirty && !isCleared) personalInfoDrafts.save(guestId, now);
  }, [guestId]);

  useEffect(() => {
    if (!isDirty) return;
    latest.current.isCleared = false;
    const timer = window.setTimeout(flush, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, isDirty, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    latest.current.isCleared = true;
    personalInfoDrafts.clear(guestId);
  }, [guestId]);

  return { flush, clear };
}
