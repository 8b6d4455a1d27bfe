import type { TLanguage } from '@hospedar/contracts/constants';
import type { TEmailPayload, TSmsPayload } from '../messaging/outbox-payload.ts';
import { escapeHtml } from '../messaging/escape-html.ts';
import { buttonRow, emailLayout, linkHintRow, textRow } from '../messaging/email-layout.ts';
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
  const colour = escapeHtml(input.primaryColor);
  const html = emailLayout({
    language: input.language,
    title: t.subject(input.hotelName),
    preheader: t.preheader(input.hotelName),
    primaryColor: input.primaryColor,
    hotelName: input.hotelName,
    logoUrl: input.logoUrl,
    rows: [
      textRow(t.intro(input.hotelName), 'font-size:16px;line-height:24px;padding-bottom:16px'),
      textRow(t.codeLabel, 'font-size:14px;color:#4b5563', 'center'),
      textRow(
        input.code,
        `font-size:40px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;color:${colour};padding:8px 0 16px`,
        'center',
      ),
      textRow(t.expires(input.minutes), 'font-size:14px;color:#4b5563;padding-bottom:24px', 'center'),
      buttonRow(t.buttonLabel, input.link, input.primaryColor),
      linkHintRow(t.linkHint, input.link, input.primaryColor),
      textRow(t.ignore, 'font-size:12px;color:#6b7280;padding-top:16px'),
    ],
  });
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
