import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';

/** One card of the guest list (spec section 2), whatever the viewer is allowed to see of the guest. */
export type TGuestCard = {
  id: string;
  name: string;
  /** null when the viewer sees the guest only as a list item. */
  lastName: string | null;
  /** The e-mail as the viewer may see it: in full, masked for an adult companion, null for a list item. */
  email: string | null;
  /** Short-lived signed URL of the guest's photo; null without one or for a list item. */
  photoUrl: string | null;
  /** The viewer sees this guest's contact, in full or masked (the contact line is shown only then). */
  showsContact: boolean;
  masterGuest: boolean;
  isChild: boolean;
  /** The guest has an fnrhId (spec section 4). */
  isCompleted: boolean;
  isSelf: boolean;
  /** Role rule of spec section 6: oneself; and the main guest also fills for minors. */
  canEdit: boolean;
  /** The main guest notified this guest (POST /api/notify): the 'waiting' chip while incomplete. */
  wasNotified?: boolean;
  /** The guest has an e-mail or a mobile phone (known only to a viewer who sees their contact). */
  hasContact?: boolean;
};

export type TViewer = { guestId: string; masterGuest: boolean };

export function canEditGuest(viewer: TViewer, guest: { id: string; isChild: boolean }): boolean {
  return guest.id === viewer.guestId || (viewer.masterGuest && guest.isChild);
}

/** Main guest first, then adults, then minors; the API's order otherwise. */
function rank(card: TGuestCard): number {
  if (card.masterGuest) return 0;
  return card.isChild ? 2 : 1;
}

/**
 * The cards of the list: the guests seen in full, the main guest's adult companions as summaries
 * (decision 54) and, for a companion, the others as list items.
 */
export function toGuestCards(client: TGetClientResponse): TGuestCard[] {
  const viewer: TViewer = { guestId: client.guest.id, masterGuest: client.guest.masterGuest };
  const inFull: TGuestCard[] = client.guests.map((guest) => ({
    id: guest.id,
    name: guest.name,
    lastName: guest.lastName || null,
    email: guest.email || null,
    photoUrl: guest.photoUrl || null,
    showsContact: true,
    masterGuest: guest.masterGuest,
    isChild: guest.isChild,
    isCompleted: guest.isCompleted,
    isSelf: guest.id === viewer.guestId,
    canEdit: canEditGuest(viewer, guest),
    wasNotified: Boolean(guest.notifiedAt),
    hasContact: Boolean(guest.email?.trim() || guest.mobilePhone.number?.trim()),
  }));
  const summarized: TGuestCard[] = client.companions.map((companion) => ({
    id: companion.id,
    name: companion.name,
    lastName: companion.lastName || null,
    email: companion.maskedEmail,
    photoUrl: companion.photoUrl,
    showsContact: true,
    masterGuest: false,
    isChild: false,
    isCompleted: companion.isCompleted,
    isSelf: false,
    canEdit: false,
    wasNotified: Boolean(companion.notifiedAt),
    hasContact: Boolean(companion.maskedEmail || companion.maskedMobile),
  }));
  const seen = new Set([...inFull, ...summarized].map((card) => card.id));
  const listed: TGuestCard[] = client.others
    .filter((other) => !seen.has(other.id))
    .map((other) => ({
      id: other.id,
      name: other.name,
      lastName: null,
      email: null,
      photoUrl: null,
      showsContact: false,
      masterGuest: other.masterGuest,
      isChild: other.isChild,
      isCompleted: other.isCompleted,
      isSelf: false,
      canEdit: canEditGuest(viewer, other),
    }));
  return [...inFull, ...summarized, ...listed]
    .map((card, index) => ({ card, index }))
    .sort((a, b) => rank(a.card) - rank(b.card) || a.index - b.index)
    .map(({ card }) => card);
}

/**
 * Whether the viewer (then the main guest: only they see companions' contacts) may send this guest a
 * notification: never oneself nor the main guest, only incomplete guests with a contact.
 */
export function isNotifiable(card: TGuestCard): boolean {
  return (
    card.showsContact && !card.isSelf && !card.masterGuest && !card.isCompleted && card.hasContact === true
  );
}

/**
 * An adult companion the main guest sees with no contact at all: nobody can send them their link until
 * the main guest gives them one on the notification screen (decision 63).
 */
export function needsContact(card: TGuestCard): boolean {
  return (
    card.showsContact &&
    !card.isSelf &&
    !card.masterGuest &&
    !card.isChild &&
    !card.isCompleted &&
    card.hasContact === false
  );
}

export function fullName(card: Pick<TGuestCard, 'name' | 'lastName'>): string {
  return [card.name, card.lastName].filter(Boolean).join(' ');
}

/** A guest list can be finished only when every guest has data (spec section 4). */
export function isEveryGuestComplete(cards: readonly TGuestCard[]): boolean {
  return cards.length > 0 && cards.every((card) => card.isCompleted);
}

/**
 * When the list was finished: `guestListFinishedAt` of the reservation. Read defensively, so an
 * answer without it (an older API) reads as not finished.
 */
export function finishedAtOf(reservation: object): string | null {
  const value: unknown = (reservation as Record<string, unknown>).guestListFinishedAt;
  return typeof value === 'string' && value.length > 0 ? value : null;
}
