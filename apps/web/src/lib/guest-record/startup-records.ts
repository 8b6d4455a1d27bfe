import type { QueryClient } from '@tanstack/react-query';
import { editedGuestStore } from '../edited-guest.ts';
import { guestStore } from '../guest-session.ts';
import { drawsGuestRecord, isUnder, PATHS } from '../paths.ts';
import { clientQueryOptions } from './client-query.ts';

/** Records asked for by the page's start, until a screen that asks again on opening has drawn one. */
const askedAtStart = new Set<string>();
/** The path the page started on: only its first screen is drawn from what the start asked for. */
let startPath: string | null = null;

/**
 * The records a signed-in screen draws first, asked for as soon as the page knows its hotel, beside
 * the screen's code rather than after it (decision 310): the verified guest's on the guest list and in
 * the guest flow, and in the flow also the guest whose form is open (a minor the main guest fills).
 * Nothing is asked for elsewhere, or for a guest who is not verified.
 */
export function askStartRecords(queryClient: QueryClient, pathname: string): void {
  if (!drawsGuestRecord(pathname)) return;
  const { clientId, qualified } = guestStore.get();
  if (!qualified || !clientId) return;
  startPath = pathname;
  const guestIds = new Set([clientId]);
  const edited = isUnder(pathname, PATHS.reservation) ? editedGuestStore.get() : null;
  if (edited) guestIds.add(edited.guestId);
  for (const guestId of guestIds) {
    askedAtStart.add(guestId);
    // A failure stays in the query: the screen that mounts asks again and shows it (retry on mount).
    void queryClient.prefetchQuery(clientQueryOptions(guestId));
  }
}

/**
 * For a screen that asks again each time it opens (the guest list): whether it is the page's first
 * screen and the start has just asked for `guestId`'s record, so it need not ask twice. Answers true at
 * most once a page; a later opening, or one after the guest went elsewhere first, asks again.
 */
export function takeStartRecord(guestId: string, pathname: string = window.location.pathname): boolean {
  const isFirstScreen = pathname === startPath && askedAtStart.has(guestId);
  askedAtStart.clear();
  startPath = null;
  return isFirstScreen;
}
