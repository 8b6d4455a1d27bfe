import { isUuid } from '@hospedar/contracts/constants';
import { sessionJson } from '../../../lib/session-storage.ts';
import { safeStorage } from '../../../lib/storage.ts';

/** The guests offered a passkey in this tab: the offer shows once a tab. */
const OFFERED_KEY = 'hospedar.passkey.offered';
/** The guests who answered "Not now" on this device: never offered again here (the menu still can). */
const NOT_NOW_KEY = 'hospedar.passkey.notNow';

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isUuid);

function notNowList(): string[] {
  try {
    const value: unknown = JSON.parse(safeStorage.get(NOT_NOW_KEY) ?? '[]');
    return isIdList(value) ? value : [];
  } catch {
    return [];
  }
}

/** When the guest list offers a passkey after a sign-in (decision 117). */
export const passkeyOffer = {
  /** Not offered in this tab yet, and not declined on this device. */
  isDue(guestId: string): boolean {
    const offered = sessionJson.get(OFFERED_KEY, isIdList) ?? [];
    return !offered.includes(guestId) && !notNowList().includes(guestId);
  },
  /** Shown (or found not to apply): not again in this tab. */
  markOffered(guestId: string): void {
    sessionJson.set(OFFERED_KEY, [...(sessionJson.get(OFFERED_KEY, isIdList) ?? []), guestId]);
  },
  notNow(guestId: string): void {
    safeStorage.set(NOT_NOW_KEY, JSON.stringify([...notNowList(), guestId].slice(-20)));
  },
};
