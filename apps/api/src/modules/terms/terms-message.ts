import type { TLanguage } from '@hospedar/contracts/constants';
import { displayDate } from '../messaging/display-date.ts';
import { emailLayout, textRow } from '../messaging/email-layout.ts';
import type { TEmailPayload } from '../messaging/outbox-payload.ts';
import { sanitizeTermsHtml, termsHtmlToText } from './sanitize-terms.ts';
import { TERMS_MESSAGE_TEXTS } from './terms-message-texts.ts';

export type TermsMessageInput = {
  to: string;
  language: TLanguage;
  guestName: string;
  hotelName: string;
  /** The hotel's primary colour, already validated as #rgb/#rrggbb. */
  primaryColor: string;
  title: string;
  /** YYYY-MM-DD */
  updatedAt: string;
  /** The terms HTML as stored; sanitized here. */
  html: string;
};

/** The terms e-mail: a greeting, the sanitized terms and their date; every other value escaped. */
export function renderTermsEmail(input: TermsMessageInput): TEmailPayload {
  const t = TERMS_MESSAGE_TEXTS[input.language];
  const names = { title: input.title, hotel: input.hotelName };
  const updatedAt = t.updatedAt(displayDate(input.updatedAt));
  const html = emailLayout({
    language: input.language,
    title: t.subject(names),
    primaryColor: input.primaryColor,
    hotelName: input.hotelName,
    width: 640,
    rows: [
      textRow(t.greeting(input.guestName), 'font-size:16px;line-height:24px;padding-bottom:8px'),
      textRow(t.intro(names), 'font-size:16px;line-height:24px;padding-bottom:16px'),
      textRow(updatedAt, 'font-size:12px;color:#4b5563;padding-bottom:16px'),
      `<tr><td style="font-size:14px;line-height:22px">${sanitizeTermsHtml(input.html)}</td></tr>`,
      textRow(t.footer, 'font-size:12px;color:#6b7280;padding-top:24px'),
    ],
  });
  const text = [
    t.greeting(input.guestName),
    '',
    t.intro(names),
    updatedAt,
    '',
    termsHtmlToText(input.html),
    '',
    t.footer,
    '',
    input.hotelName,
  ].join('\n');
  return { to: input.to, subject: t.subject(names), html, text };
}
