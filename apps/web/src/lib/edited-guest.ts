import { useSyncExternalStore } from 'react';
import { isUuid } from '@hospedar/contracts/constants';
import { sessionJson } from './session-storage.ts';

/**
 * The guest whose form is open in the guest flow: the verified guest, or a minor the main guest fills
 * for. Set by the guest list before it opens /reservation/personal-info; kept for the tab so a reload
 * stays on the same guest. `actionType` comes from the edit-guest-data alert (edit or create).
 */
export type TEditedGuest = {
  guestId: string;
  isChild: boolean;
  masterGuest: boolean;
  /** The guest already has an fnrhId: the flow edits a completed form. */
  isCompleted: boolean;
  actionType: 'edit' | 'create';
};

const KEY = 'hospedar.editedGuest';

function isEditedGuest(value: unknown): value is TEditedGuest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isUuid(v.guestId) &&
    typeof v.isChild === 'boolean' &&
    typeof v.masterGuest === 'boolean' &&
    typeof v.isCompleted === 'boolean' &&
    (v.actionType === 'edit' || v.actionType === 'create')
  );
}

let current: TEditedGuest | null | undefined;
const listeners = new Set<() => void>();

function read(): TEditedGuest | null {
  if (current === undefined) current = sessionJson.get(KEY, isEditedGuest);
  return current;
}

export const editedGuestStore = {
  get: read,
  set(next: TEditedGuest | null): void {
    current = next;
    if (next) sessionJson.set(KEY, next);
    else sessionJson.remove(KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useEditedGuest(): TEditedGuest | null {
  return useSyncExternalStore(editedGuestStore.subscribe, editedGuestStore.get);
}
