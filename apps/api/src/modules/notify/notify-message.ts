import type { TLanguage } from '@hospedar/contracts/constants';
import { buttonRow, emailLayout, linkHintRow, textRow } from '../messaging/email-layout.ts';
import type { TEmailPayload, TSmsPayload } from '../messaging/outbox-payload.ts';
import { NOTIFY_MESSAGE_TEXTS } from './notify-message-texts.ts';

export type NotifyMessageInput = {
  to: string;
  language: TLanguage;
  /** The companion's first name. */
  name: string;
  /** The main guest's full name. */
  mainGuest: string;
  hotelName: string;
  /** Absolute URL of the hotel's logo. */
  logoUrl: string;
  /** The hotel's primary colour, already validated as #rgb/#rrggbb. */
  primaryColor: string;
  /** YYYY-MM-DD */
  checkinDate: string;
  /** YYYY-MM-DD */
  checkoutDate: string;
  /** The companion's direct entry: <origin>/<reservationId>/<guestId>. */
  link: string;
};

/** DD/MM/YYYY, the spec's date format in every language. */
function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

/** The companion's invitation e-mail: who asked, the stay, a button with the link; every value escaped. */
export function renderNotifyEmail(input: NotifyMessageInput): TEmailPayload {
  const t = NOTIFY_MESSAGE_TEXTS[input.language];
  const invite = { name: input.name, mainGuest: input.mainGuest, hotel: input.hotelName };
  const stay = t.stay({ checkin: displayDate(input.checkinDate), checkout: displayDate(input.checkoutDate) });
  const html = emailLayout({
    language: input.language,
    title: t.subject(input.hotelName),
    preheader: t.preheader(input.hotelName),
    primaryColor: input.primaryColor,
    hotelName: input.hotelName,
    logoUrl: input.logoUrl,
    rows: [
      textRow(t.greeting(input.name), 'font-size:16px;line-height:24px;padding-bottom:8px'),
      textRow(t.intro(invite), 'font-size:16px;line-height:24px;padding-bottom:8px'),
      textRow(stay, 'font-size:14px;color:#4b5563;padding-bottom:8px'),
      textRow(t.steps, 'font-size:14px;color:#4b5563;padding-bottom:24px'),
      buttonRow(t.buttonLabel, input.link, input.primaryColor),
      linkHintRow(t.linkHint, input.link, input.primaryColor),
      textRow(t.ignore, 'font-size:12px;color:#6b7280;padding-top:16px'),
    ],
  });
  const text = [
    t.greeting(input.name),
    '',
    t.intro(invite),
    stay,
    t.steps,
    '',
    t.linkHint,
    input.link,
    '',
    t.ignore,
    '',
    input.hotelName,
  ].join('\n');
  return { to: input.to, subject: t.subject(input.hotelName), html, text };
}

export function renderNotifySms(input: NotifyMessageInput): TSmsPayload {
  const t = NOTIFY_MESSAGE_TEXTS[input.language];
  return {
    to: input.to,
    text: t.sms({ name: input.name, mainGuest: input.mainGuest, hotel: input.hotelName, link: input.link }),
  };
}
