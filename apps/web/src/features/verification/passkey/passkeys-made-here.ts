import { isUuid } from '@hospedar/contracts/constants';
import { safeStorage } from '../../../lib/storage.ts';

/**
 * The passkeys this device created (their ids at the API, not secrets): WebAuthn never says whether an
 * authenticator holds one of a list, so the manager remembers what it made here to say so instead of
 * offering another one the browser would refuse. Kept across sign-outs, like the device's passkey itself.
 */
const MADE_HERE_KEY = 'hospedar.passkey.madeHere';
const KEPT = 20;

function madeHere(): string[] {
  try {
    const value: unknown = JSON.parse(safeStorage.get(MADE_HERE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isUuid) : [];
  } catch {
    return [];
  }
}

export const passkeysMadeHere = {
  remember(passkeyId: string): void {
    safeStorage.set(MADE_HERE_KEY, JSON.stringify([...madeHere(), passkeyId].slice(-KEPT)));
  },
  has(passkeyId: string): boolean {
    return madeHere().includes(passkeyId);
  },
};
