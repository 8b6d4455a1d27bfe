import { useCallback, useEffect, useRef } from 'react';
import { formDraft } from '../../../lib/form-draft.ts';

/** How long typing pauses before the draft is written. */
export const DRAFT_DELAY_MS = 400;

/**
 * Nothing lost (docs/decisions.md, 19), the same in every form step: once the guest changes something,
 * the values are written to the step's draft (hospedar.draft.<guestId>.<step>) a moment after each
 * change, and at once when the page is hidden or the screen left. `clear` forgets the draft after a
 * save, so leaving the screen then writes nothing; `flush` writes it now (before leaving on purpose).
 */
export function useStepDraft<T>(guestId: string, step: string, values: T, isDirty: boolean) {
  const latest = useRef({ values, isDirty, isCleared: false });
  latest.current = { ...latest.current, values, isDirty };

  const flush = useCallback(() => {
    const { values: now, isDirty: dirty, isCleared } = latest.current;
    if (dirty && !isCleared) formDraft.save(guestId, step, now);
  }, [guestId, step]);

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
    formDraft.clear(guestId, step);
  }, [guestId, step]);

  return { flush, clear };
}
