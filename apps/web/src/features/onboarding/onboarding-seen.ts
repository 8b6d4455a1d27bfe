import { safeStorage } from '../../lib/storage.ts';

const key = (guestId: string) => `hospedar.onboarding.${guestId}`;

/** Whether this guest already closed the onboarding on this device (shown once per guest). */
export const onboardingSeen = {
  has(guestId: string): boolean {
    return safeStorage.get(key(guestId)) !== null;
  },
  mark(guestId: string): void {
    safeStorage.set(key(guestId), new Date().toISOString());
  },
};
