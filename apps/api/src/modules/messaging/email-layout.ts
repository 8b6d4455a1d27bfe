import { escapeHtml } from './escape-html.ts';

/** The card of every e-mail of ours: the hotel's colour on top, its logo, its name under the card. */
export type EmailLayoutInput = {
  language: string;
  title: string;
  /** The line mail clients show beside the subject; hidden in the message. */
  preheader?: string;
  /** The hotel's primary colour, already validated as #rgb/#rrggbb. */
  primaryColor: string;
  hotelName: string;
  /** Absolute URL of the hotel's logo, shown on top of the card. */
  logoUrl?: string;
  /** The card's width in pixels (520; 640 for long texts such as the terms). */
  width?: number;
  /** The card's rows (`<tr>…</tr>`), their values escaped by the caller (the rows below do). */
  rows: readonly string[];
};

/** One e-mail's HTML: the shell every message shares, around its rows; every value escaped. */
export function emailLayout(input: EmailLayoutInput): string {
  const colour = escapeHtml(input.primaryColor);
  const hotel = escapeHtml(input.hotelName);
  const lines = [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.language)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    ...(input.preheader === undefined
      ? []
      : [`<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</div>`]),
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6f8;padding:24px 0">',
    '<tr><td align="center">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${input.width ?? 520}px;background:#ffffff;border-radius:12px;border-top:6px solid ${colour};padding:32px">`,
    ...(input.logoUrl === undefined
      ? []
      : [
          `<tr><td align="center" style="padding-bottom:16px"><img src="${escapeHtml(input.logoUrl)}" alt="${hotel}" height="56" style="height:56px;max-width:240px"></td></tr>`,
        ]),
    ...input.rows,
    '</table>',
    `<p style="font-size:12px;color:#9ca3af">${hotel}</p>`,
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ];
  return lines.join('\n');
}

/** A row of text with its style. */
export const textRow = (text: string, style: string, align?: 'center') =>
  `<tr><td${align ? ` align="${align}"` : ''} style="${style}">${escapeHtml(text)}</td></tr>`;

/** The main button, in the hotel's colour. */
export const buttonRow = (label: string, link: string, primaryColor: string) =>
  `<tr><td align="center" style="padding-bottom:24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:${escapeHtml(primaryColor)};color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 28px;border-radius:8px">${escapeHtml(label)}</a></td></tr>`;

/** The link written out under the button, for mail clients that hide buttons. */
export const linkHintRow = (hint: string, link: string, primaryColor: string) =>
  `<tr><td style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(hint)}<br><a href="${escapeHtml(link)}" style="color:${escapeHtml(primaryColor)}">${escapeHtml(link)}</a></td></tr>`;
