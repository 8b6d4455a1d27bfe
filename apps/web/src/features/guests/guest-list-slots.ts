import type { ReactNode } from 'react';
import type { TGuestCard } from './guest-cards.ts';

/**
 * What the app may draw under the list for a guest who is done (the rating offer of the rating feature):
 * the main guest once the list is finished, a companion once their own form is; the guest, the
 * reservation, and whether the list was finished just now.
 */
export type TRenderAfterFinish = (input: {
  guestId: string;
  reservationId: string;
  isJustFinished: boolean;
}) => ReactNode;

/**
 * What the app draws for notifying companions (the notification feature): the send-notification icon of
 * a notifiable card (desktop), and the main guest's entry under the cards when anyone is notifiable.
 */
export type TNotificationSlots = {
  renderCardAction: (card: TGuestCard) => ReactNode;
  renderEntry: () => ReactNode;
};
