import type { TLanguage } from '@hospedar/contracts/constants';
import { escapeHtml } from '../messaging/escape-html.ts';
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

/** DD/MM/YYYY, the spec's date format in every language. */
function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

/** The terms e-mail: a greeting, the sanitized terms and their date; every other value escaped. */
export function renderTermsEmail(input: TermsMessageInput): TEmailPayload {
  const t = TERMS_MESSAGE_TEXTS[input.language];
  const names = { title: input.title, hotel: input.hotelName };
  const colour = escapeHtml(input.primaryColor);
  const updatedAt = t.updatedAt(displayDate(input.updatedAt));
  const html = `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject(names))}</title></head>
<body style="margin:0;padding:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff;border-radius:12px;border-top:6px solid ${colour};padding:32px">
<tr><td style="font-size:16px;line-height:24px;padding-bottom:8px">${escapeHtml(t.greeting(input.guestName))}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:16px">${escapeHtml(t.intro(names))}</td></tr>
<tr><td style="font-size:12px;color:#4b5563;padding-bottom:16px">${escapeHtml(updatedAt)}</td></tr>
<tr><td style="font-size:14px;line-height:22px">${sanitizeTermsHtml(input.html)}</td></tr>
<tr><td style="font-size:12px;color:#6b7280;padding-top:24px">${escapeHtml(t.footer)}</td></tr>
</table>
<p style="font-size:12px;color:#9ca3af">${escapeHtml(input.hotelName)}</p>
</td></tr>
</table>
</body>
</html>`;
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
