import type { TLanguage } from '@hospedar/contracts/constants';
import type { TEmailPayload, TSmsPayload } from '../messaging/outbox-payload.ts';
import { escapeHtml } from '../messaging/escape-html.ts';
import { PIN_MESSAGE_TEXTS } from './pin-message-texts.ts';

export type PinMessageInput = {
  language: TLanguage;
  /** The hotel's trade name (nomeFantasia). */
  hotelName: string;
  /** Absolute URL of the hotel's logo. */
  logoUrl: string;
  /** The hotel's primary colour, already validated as #rgb/#rrggbb. */
  primaryColor: string;
  code: string;
  link: string;
  minutes: number;
};

/** The PIN e-mail: the code large, its lifetime and a button with the link; every value escaped. */
export function renderPinEmail(input: PinMessageInput & { to: string }): Omit<TEmailPayload, 'discardAfter'> {
  const t = PIN_MESSAGE_TEXTS[input.language];
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
<tr><td style="font-size:16px;line-height:24px;padding-bottom:16px">${escapeHtml(t.intro(input.hotelName))}</td></tr>
<tr><td align="center" style="font-size:14px;color:#4b5563">${escapeHtml(t.codeLabel)}</td></tr>
<tr><td align="center" style="font-size:40px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;color:${colour};padding:8px 0 16px">${escapeHtml(input.code)}</td></tr>
<tr><td align="center" style="font-size:14px;color:#4b5563;padding-bottom:24px">${escapeHtml(t.expires(input.minutes))}</td></tr>
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
    t.intro(input.hotelName),
    '',
    `${t.codeLabel}: ${input.code}`,
    t.expires(input.minutes),
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

export function renderPinSms(input: PinMessageInput & { to: string }): Omit<TSmsPayload, 'discardAfter'> {
  const t = PIN_MESSAGE_TEXTS[input.language];
  return {
    to: input.to,
    text: t.sms({ hotel: input.hotelName, code: input.code, minutes: input.minutes, link: input.link }),
  };
}
