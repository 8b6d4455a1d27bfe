/** localStorage that never throws (private mode, quota, disabled storage): failures read as empty. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives only for this page view.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
  /** Removes every key that starts with `prefix` (the tokens and drafts a sign-out forgets). */
  removeStartingWith(prefix: string): void {
    try {
      const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
      for (const key of keys) window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};
