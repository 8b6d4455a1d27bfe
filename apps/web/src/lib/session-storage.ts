/** sessionStorage as JSON that never throws (private mode, quota): failures read as absent. */
export const sessionJson = {
  get<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    try {
      const raw = window.sessionStorage.getItem(key);
      if (!raw) return null;
      const value: unknown = JSON.parse(raw);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage unavailable: the value lives only in memory for this page view.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};
