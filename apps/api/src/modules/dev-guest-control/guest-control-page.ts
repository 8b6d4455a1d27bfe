import type { VerifiedAccess } from '../../auth/external-access-token.ts';
import { escapeHtml } from '../messaging/escape-html.ts';

/** The page's CSP: its one inline style block; nothing else loads. */
export const GUEST_CONTROL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
.ok{color:#166534}.bad{color:#b91c1c}`;

function row(label: string, value: string | null): string {
  return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value ?? '—')}</dd>`;
}

/**
 * A stand-in for the hotel's guest-control system (development only): says whether the access is valid,
 * who arrived (or that the visit is anonymous), and until when the access works.
 */
export function renderGuestControlPage(access: VerifiedAccess | null, now: Date): string {
  const body = access
    ? `<p class="ok" data-testid="access-state">Valid access</p>
<dl>
${row('Service', access.service)}
${row('Visitor', access.isAnnonymous ? 'Anonymous' : `${access.name ?? ''} ${access.lastName ?? ''}`.trim())}
${row('Reservation', access.reservationNumber)}
${row('Room', access.roomName)}
${row('Guest id', access.identifier)}
${row('Expires at', access.expiresAt.toISOString())}
${row('Minutes left', String(Math.round((access.expiresAt.getTime() - now.getTime()) / 60_000)))}
</dl>`
    : '<p class="bad" data-testid="access-state">Invalid or expired access</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Guest control (development)</title><style>${STYLE}</style></head>
<body><main><h1>Hotel guest control (development stand-in)</h1>${body}</main></body></html>`;
}
