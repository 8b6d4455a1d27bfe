import { createHash } from 'node:crypto';
import { escapeHtml } from '../messaging/escape-html.ts';
import type { MailboxRow } from './repository.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1f2937}
header{background:#1f2937;color:#fff;padding:16px 24px}h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#d1d5db;font-size:13px}main{max-width:960px;margin:0 auto;padding:16px}
article{background:#fff;border-radius:8px;padding:16px;margin-bottom:16px;box-shadow:0 1px 2px #0002}
.meta{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:baseline}.channel{font-weight:bold;text-transform:uppercase;
font-size:12px;padding:2px 8px;border-radius:12px;background:#dbeafe;color:#1e40af}.sms{background:#dcfce7;color:#166534}
.subject{font-weight:bold}time{color:#6b7280;font-size:13px}pre{white-space:pre-wrap;word-break:break-word;
background:#f9fafb;padding:12px;border-radius:6px;font-size:13px}iframe{width:100%;height:520px;border:1px solid #e5e7eb;
border-radius:6px;background:#fff}details summary{cursor:pointer;color:#1d4ed8}.empty{color:#6b7280}`;

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/** The list page's CSP: its one inline style block and same-origin frames; nothing else. */
export const MAILBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A kept e-mail's HTML, shown in the list's sandboxed frame: no scripts, its images, its inline styles. */
export const MAILBOX_MESSAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  // The frame is sandboxed (an opaque origin, so 'self' matches nothing): the portal's own logo is http
  // on a developer's machine.
  'img-src http: https: data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

function renderMessage(row: MailboxRow): string {
  const subject = row.subject ? `<span class="subject">${escapeHtml(row.subject)}</span>` : '';
  const html = row.html
    ? `<details open><summary>HTML</summary><iframe sandbox src="/dev/mailbox/${escapeHtml(row.id)}/html" title="${escapeHtml(row.subject ?? 'message')}" loading="lazy"></iframe></details>`
    : '';
  return `<article>
<div class="meta"><span class="channel ${row.channel === 'sms' ? 'sms' : ''}">${escapeHtml(row.channel)}</span>
<span>${escapeHtml(row.recipient)}</span>${subject}<time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></div>
<pre>${escapeHtml(row.text)}</pre>${html}</article>`;
}

/** The development mailbox: newest first, text shown, HTML e-mail in a sandboxed frame. */
export function renderMailboxPage(rows: MailboxRow[], { isSmtpOn }: { isSmtpOn: boolean }): string {
  const note = isSmtpOn
    ? 'E-mail goes to SMTP_URL; only SMS are kept here.'
    : 'E-mail and SMS the local drivers kept. Reload to see new ones.';
  const body = rows.length
    ? rows.map(renderMessage).join('\n')
    : '<p class="empty">No messages yet. Ask for a PIN in the portal.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Dev mailbox · Hospedar</title><style>${STYLE}</style></head>
<body><header><h1>Dev mailbox</h1><p>${escapeHtml(note)}</p></header><main>
${body}
</main></body></html>`;
}
