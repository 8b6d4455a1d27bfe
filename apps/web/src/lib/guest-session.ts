import { useSyncExternalStore } from 'react';
import { isUuid } from '@hospedar/contracts/constants';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { sessionJson } from './session-storage.ts';
import { safeStorage } from './storage.ts';
import { readTokenRoles } from './token-roles.ts';
import { tokenStore } from './token-store.ts';

/** The verified guest (spec section 3, guest state). The token itself lives in the token store. */
export type TGuestState = {
  clientId: string | null;
  reservationId: string | null;
  qualified: boolean;
  masterGuest: boolean;
  isChild: boolean;
};

const GUEST_KEY = 'hospedar.guest';
const CONTACT_INFO_KEY = 'hospedar.contactInfo';
const EXPIRED_PIN_KEY = 'hospedar.expiredPin';

const EMPTY: TGuestState = {
  clientId: null,
  reservationId: null,
  qualified: false,
  masterGuest: false,
  isChild: false,
};

function isGuestState(value: unknown): value is TGuestState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.qualified === 'boolean' && (v.clientId === null || isUuid(v.clientId));
}

let state: TGuestState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function read(): TGuestState {
  if (!loaded) {
    loaded = true;
    state = sessionJson.get(GUEST_KEY, isGuestState) ?? EMPTY;
  }
  return state;
}

function write(next: TGuestState): void {
  state = next;
  loaded = true;
  sessionJson.set(GUEST_KEY, next);
  listeners.forEach((listener) => listener());
}

/** A small store of the guest state, kept for the tab. */
export const guestStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** A verified guest (PIN or PIN link): keeps the token (per guest, timestamped) and qualifies. */
  qualify(session: TGuestSession, now: number = Date.now()): void {
    tokenStore.save(session.clientId, session.token, now);
    write({
      clientId: session.clientId,
      reservationId: session.reservationId,
      qualified: true,
      masterGuest: session.masterGuest,
      isChild: session.isChild,
    });
  },
  /**
   * A token younger than 50 minutes qualifies the guest at once (no PIN). Answers whether it did.
   */
  qualifyWithStoredToken(guestId: string, reservationId: string, now: number = Date.now()): boolean {
    const token = tokenStore.get(guestId, now);
    if (!token) return false;
    // The roles the token was issued with, so a main guest back in a new tab keeps her actions.
    const roles = readTokenRoles(token) ?? { masterGuest: false, isChild: false };
    write({ clientId: guestId, reservationId, qualified: true, ...roles });
    return true;
  },
  /** The token stopped working (401): drop it, keep who the guest is so verification can restart. */
  disqualify(): void {
    const current = read();
    if (current.clientId) tokenStore.remove(current.clientId);
    write({ ...current, qualified: false });
  },
  /** The guest may not go on (the reservation closed): forget the token and the guest. */
  endSession(): void {
    const current = read();
    if (current.clientId) tokenStore.remove(current.clientId);
    write(EMPTY);
  },
  reset(): void {
    write(EMPTY);
  },
};

export function useGuestState(): TGuestState {
  return useSyncExternalStore(guestStore.subscribe, guestStore.get);
}

/** The contact the PIN was sent to, kept in localStorage so the e-mailed PIN link can use it. */
export type TSavedContactInfo = { guestId: string; contactId: 'email' | 'mobile' };

export const contactInfoStore = {
  save(info: TSavedContactInfo): void {
    safeStorage.set(CONTACT_INFO_KEY, JSON.stringify(info));
  },
  load(): TSavedContactInfo | null {
    try {
      const value = JSON.parse(safeStorage.get(CONTACT_INFO_KEY) ?? 'null') as unknown;
      if (typeof value !== 'object' || value === null) return null;
      const { guestId, contactId } = value as Record<string, unknown>;
      if (!isUuid(guestId) || (contactId !== 'email' && contactId !== 'mobile')) return null;
      return { guestId, contactId };
    } catch {
      return null;
    }
  },
};

/** The refusal a failed PIN link left: the API's code (null: none) and the day a pre-check-in opens. */
function readExpiredPin(): { code: string | null; opensOn: string | null } | null {
  const value = safeStorage.get(EXPIRED_PIN_KEY);
  if (value === null) return null;
  try {
    const parsed = JSON.parse(value) as { code?: unknown; opensOn?: unknown } | null;
    return {
      code: typeof parsed?.code === 'string' ? parsed.code : null,
      opensOn: typeof parsed?.opensOn === 'string' ? parsed.opensOn : null,
    };
  } catch {
    return { code: null, opensOn: null };
  }
}

/**
 * Set when a PIN link failed, with the API's error code when it gave one (a closed reservation's
 * RESERVATION_*, PIN_LINK_USED) and, for a pre-check-in not open yet, the day it opens; the site root
 * shows the 'Expired pin' modal, or the refusal's own title and text, once.
 */
export const expiredPinFlag = {
  set: (code?: string, opensOn?: string) =>
    safeStorage.set(EXPIRED_PIN_KEY, JSON.stringify({ code: code ?? null, opensOn: opensOn ?? null })),
  isSet: () => safeStorage.get(EXPIRED_PIN_KEY) !== null,
  /** The error code the link was refused with, or null. */
  code: () => readExpiredPin()?.code ?? null,
  /** The first day (YYYY-MM-DD) the reservation's pre-check-in opens, when the link came too early. */
  opensOn: () => readExpiredPin()?.opensOn ?? null,
  clear: () => safeStorage.remove(EXPIRED_PIN_KEY),
};
