import type { TLanguage } from '@hospedar/contracts/constants';
import { escapeHtml } from '../messaging/escape-html.ts';
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
  const hotel = escapeHtml(input.hotelName);
  const colour = escapeHtml(input.primaryColor);
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject(input.hotelName))}</title></head>
<body style="margin:0;padding:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(t.preheader(input.hotelName))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border-top:6px solid ${colour};padding:32px">
<tr><td align="center" style="padding-bottom:16px"><img src="${escapeHtml(input.logoUrl)}" alt="${hotel}" height="56" style="height:56px;max-width:240px"></td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:8px">${escapeHtml(t.greeting(input.name))}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:8px">${escapeHtml(t.intro(invite))}</td></tr>
<tr><td style="font-size:14px;color:#4b5563;padding-bottom:8px">${escapeHtml(stay)}</td></tr>
<tr><td style="font-size:14px;color:#4b5563;padding-bottom:24px">${escapeHtml(t.steps)}</td></tr>
<tr><td align="center" style="padding-bottom:24px"><a href="${link}" style="display:inline-block;background:${colour};color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 28px;border-radius:8px">${escapeHtml(t.buttonLabel)}</a></td></tr>
<tr><td style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(t.linkHint)}<br><a href="${link}" style="color:${colour}">${link}</a></td></tr>
<tr><td style="font-size:12px;color:#6b7280;padding-top:16px">${escapeHtml(t.ignore)}</td></tr>
</table>
<p style="font-size:12px;color:#9ca3af">${hotel}</p>
</td></tr>
</table>
</body>
</html>`;
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
