import { LIMITS } from '@hospedar/contracts/constants';
import { safeStorage } from './storage.ts';

export const TOKEN_PREFIX = 'hospedar.token.';
const MAX_AGE_MS = LIMITS.tokenMaxAgeMinutes * 60_000;

type TStoredToken = { token: string; savedAt: number };

function read(key: string): TStoredToken | null {
  const raw = safeStorage.get(TOKEN_PREFIX + key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as TStoredToken).token === 'string' &&
      typeof (parsed as TStoredToken).savedAt === 'number'
    ) {
      return parsed as TStoredToken;
    }
  } catch {
    // A corrupt entry is treated as absent.
  }
  return null;
}

/** Guest tokens, one per key (the guest id), stored with the time they were saved. */
export const tokenStore = {
  save(key: string, token: string, now: number = Date.now()): void {
    safeStorage.set(TOKEN_PREFIX + key, JSON.stringify({ token, savedAt: now }));
  },
  /** The token, or null when absent or older than LIMITS.tokenMaxAgeMinutes (then it is removed). */
  get(key: string, now: number = Date.now()): string | null {
    const stored = read(key);
    if (!stored) return null;
    if (now - stored.savedAt > MAX_AGE_MS || stored.savedAt > now + 60_000) {
      safeStorage.remove(TOKEN_PREFIX + key);
      return null;
    }
    return stored.token;
  },
  remove(key: string): void {
    safeStorage.remove(TOKEN_PREFIX + key);
  },
};
