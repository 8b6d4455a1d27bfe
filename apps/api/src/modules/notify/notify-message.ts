import { displayDate } from '../messaging/display-date.ts';
import { textRow } from '../messaging/email-layout.ts';
import { renderLinkEmail, type LinkMessageInput } from '../messaging/link-message.ts';
import type { TEmailPayload, TSmsPayload } from '../messaging/outbox-payload.ts';
import { NOTIFY_MESSAGE_TEXTS } from './notify-message-texts.ts';

export type NotifyMessageInput = LinkMessageInput & {
  to: string;
  /** The companion's first name. */
  name: string;
  /** The main guest's full name; null when the hotel's staff send the link (decision 213). */
  mainGuest: string | null;
  /** YYYY-MM-DD */
  checkinDate: string;
  /** YYYY-MM-DD */
  checkoutDate: string;
  /** The companion's direct entry: <origin>/<reservationId>/<guestId>. */
  link: string;
};

/** The companion's invitation e-mail: who asked, the stay, a button with the link; every value escaped. */
export function renderNotifyEmail(input: NotifyMessageInput): TEmailPayload {
  const t = NOTIFY_MESSAGE_TEXTS[input.language];
  const intro =
    input.mainGuest === null
      ? t.hotelIntro({ hotel: input.hotelName })
      : t.intro({ name: input.name, mainGuest: input.mainGuest, hotel: input.hotelName });
  const stay = t.stay({ checkin: displayDate(input.checkinDate), checkout: displayDate(input.checkoutDate) });
  return renderLinkEmail(input, t, {
    rows: [
      textRow(t.greeting(input.name), 'font-size:16px;line-height:24px;padding-bottom:8px'),
      textRow(intro, 'font-size:16px;line-height:24px;padding-bottom:8px'),
      textRow(stay, 'font-size:14px;color:#4b5563;padding-bottom:8px'),
      textRow(t.steps, 'font-size:14px;color:#4b5563;padding-bottom:24px'),
    ],
    lines: [t.greeting(input.name), '', intro, stay, t.steps],
  });
}

export function renderNotifySms(input: NotifyMessageInput): TSmsPayload {
  const t = NOTIFY_MESSAGE_TEXTS[input.language];
  const text =
    input.mainGuest === null
      ? t.hotelSms({ hotel: input.hotelName, link: input.link })
      : t.sms({ name: input.name, mainGuest: input.mainGuest, hotel: input.hotelName, link: input.link });
  return { to: input.to, text };
}
