import { LIMITS } from '@hospedar/contracts/constants';
import type { TSendPinResponse } from '@hospedar/contracts/verification/send-pin';
import { sessionJson } from '../../lib/session-storage.ts';

/** The PIN under way, kept for the tab so a reload of the PIN screen keeps the countdown. */
export type TPinState = {
  guestId: string;
  contactId: 'email' | 'mobile';
  channel: 'email' | 'sms';
  maskedValue: string;
  pinLength: number;
  /** Epoch ms from which another PIN may be asked for. */
  resendAt: number;
  /** A ceiling reached (its API code) and until when (epoch ms): no code is typed or asked meanwhile. */
  pause?: { code: string; until: number };
};

const PIN_KEY = 'hospedar.verification.pin';

function isPinState(value: unknown): value is TPinState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.guestId === 'string' && typeof v.pinLength === 'number' && typeof v.resendAt === 'number';
}

export function pinStateFrom(
  base: Omit<TPinState, 'pinLength' | 'resendAt'>,
  sent: Partial<TSendPinResponse>,
  now: number = Date.now(),
): TPinState {
  const pinLength =
    sent.pinLength && sent.pinLength >= 4 && sent.pinLength <= 8 ? sent.pinLength : LIMITS.pinDigits;
  const resendAfter = sent.resendAfterSeconds ?? LIMITS.pinResendSeconds;
  return { ...base, pinLength, resendAt: now + resendAfter * 1000 };
}

export const pinStateStore = {
  load: (): TPinState | null => sessionJson.get(PIN_KEY, isPinState),
  save: (state: TPinState) => sessionJson.set(PIN_KEY, state),
  clear: () => sessionJson.remove(PIN_KEY),
};
