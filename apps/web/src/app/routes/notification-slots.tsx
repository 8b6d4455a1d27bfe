import type { TNotificationSlots } from '../../features/guests/guest-list-slots.ts';
import { fullName } from '../../features/guests/guest-cards.ts';
import { NotifyEntry } from '../../features/notification/notify-entry.tsx';
import { SendNotificationButton } from '../../features/notification/send-notification-button.tsx';

/** The guest list's notification icon and entry, drawn by the notification feature (joined here). */
export const NOTIFICATION_SLOTS: TNotificationSlots = {
  renderCardAction: (card) => <SendNotificationButton guestId={card.id} name={fullName(card)} />,
  renderEntry: () => <NotifyEntry />,
};
