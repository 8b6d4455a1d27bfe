import type { TEmailPayload, TSmsPayload } from '../messaging/outbox-payload.ts';
import { escapeHtml } from '../messaging/escape-html.ts';
import { textRow } from '../messaging/email-layout.ts';
import { renderLinkEmail, type LinkMessageInput } from '../messaging/link-message.ts';
import { PIN_MESSAGE_TEXTS } from './pin-message-texts.ts';

export type PinMessageInput = LinkMessageInput & {
  code: string;
  minutes: number;
};

/** The PIN e-mail: the code large, its lifetime and a button with the link; every value escaped. */
export function renderPinEmail(input: PinMessageInput & { to: string }): Omit<TEmailPayload, 'discardAfter'> {
  const t = PIN_MESSAGE_TEXTS[input.language];
  const colour = escapeHtml(input.primaryColor);
  return renderLinkEmail(input, t, {
    rows: [
      textRow(t.intro(input.hotelName), 'font-size:16px;line-height:24px;padding-bottom:16px'),
      textRow(t.codeLabel, 'font-size:14px;color:#4b5563', 'center'),
      textRow(
        input.code,
        `font-size:40px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;color:${colour};padding:8px 0 16px`,
        'center',
      ),
      textRow(t.expires(input.minutes), 'font-size:14px;color:#4b5563;padding-bottom:24px', 'center'),
    ],
    lines: [t.intro(input.hotelName), '', `${t.codeLabel}: ${input.code}`, t.expires(input.minutes)],
  });
}

export function renderPinSms(input: PinMessageInput & { to: string }): Omit<TSmsPayload, 'discardAfter'> {
  const t = PIN_MESSAGE_TEXTS[input.language];
  return {
    to: input.to,
    text: t.sms({ hotel: input.hotelName, code: input.code, minutes: input.minutes, link: input.link }),
  };
}
