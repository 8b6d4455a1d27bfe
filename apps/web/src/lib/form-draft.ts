import { safeStorage } from './storage.ts';

/** How long a draft is worth restoring; older ones are dropped unread. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const DRAFT_PREFIX = 'hospedar.draft.';

type TStoredDraft = { savedAt: number; values: unknown };

function key(guestId: string, step: string): string {
  return `${DRAFT_PREFIX}${guestId}.${step}`;
}

/**
 * What a guest typed in one step, kept in localStorage until the step is saved, so that a reload, a
 * crash or a lost connection gives it back (docs/decisions.md). `isValues` guards what comes back.
 */
export const formDraft = {
  load<T>(
    guestId: string,
    step: string,
    isValues: (value: unknown) => value is T,
    now: number = Date.now(),
  ): T | null {
    try {
      const raw = safeStorage.get(key(guestId, step));
      if (!raw) return null;
      const stored = JSON.parse(raw) as Partial<TStoredDraft>;
      if (typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_MAX_AGE_MS) {
        safeStorage.remove(key(guestId, step));
        return null;
      }
      return isValues(stored.values) ? stored.values : null;
    } catch {
      return null;
    }
  },
  save(guestId: string, step: string, values: unknown, now: number = Date.now()): void {
    const stored: TStoredDraft = { savedAt: now, values };
    safeStorage.set(key(guestId, step), JSON.stringify(stored));
  },
  clear(guestId: string, step: string): void {
    safeStorage.remove(key(guestId, step));
  },
};
