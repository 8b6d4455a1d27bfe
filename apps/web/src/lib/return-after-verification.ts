import { sessionJson } from './session-storage.ts';

const KEY = 'hospedar.returnAfterVerification';

/** Only places inside the verified guest's own area may be returned to. */
function isGuestPlace(value: unknown): value is string {
  return typeof value === 'string' && /^\/(home|reservation)(\/[\w/-]*)?$/.test(value);
}

/**
 * Where the guest was when the token stopped working (401): verification sends them back there
 * instead of to the start of the guest list, so no place and no draft is lost.
 */
export const returnAfterVerification = {
  remember(pathname: string): void {
    if (isGuestPlace(pathname)) sessionJson.set(KEY, pathname);
  },
  /** A new search is a new guest: a place remembered for someone else (a companion's link) is dropped. */
  forget(): void {
    sessionJson.remove(KEY);
  },
  /** The remembered place, once; null when there is none. */
  take(): string | null {
    const path = sessionJson.get(KEY, isGuestPlace);
    sessionJson.remove(KEY);
    return path;
  },
};
