import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKENIZATION_ENDPOINTS } from '@hospedar/contracts/payment/processor-settings';

/**
 * The payment pages' headers (decision 100, PCI DSS SAQ A style). The card frame (`/card-frame.html`) is
 * the only page where a card number or CVV is typed: it runs sandboxed (an opaque origin, so no script
 * of the portal can read it), may be framed by the portal only, and may send what is typed only to us
 * (the sandbox processor) and to the card processors below. The portal's warranty pages allow scripts
 * and frames from us only (the frame is ours). Both replace the portal's general CSP of helmet.
 */

/** Where a card frame may send a card: the hosts of the drivers' browser tokenization (the sandbox is ours). */
export const CARD_PROCESSOR_ORIGINS: readonly string[] = Object.values(TOKENIZATION_ENDPOINTS)
  .map((endpoint) => endpoint.origin)
  .filter((origin) => origin !== 'self');

export const CARD_FRAME_PATH = '/card-frame.html';
const WARRANTY_PATH = /^\/reservation\/warranty(?:\/|$|\?)/;

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The card frame's policy: its own scripts and styles, posts to the processors, framed by the portal. */
export function cardFramePolicy(ownOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${ownOrigin}`,
    `style-src 'self' ${ownOrigin}`,
    "img-src 'self' data:",
    `connect-src 'self' ${ownOrigin} ${CARD_PROCESSOR_ORIGINS.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    'sandbox allow-scripts',
  ].join('; ');
}

/** The warranty pages' policy: scripts, frames and connections to us only; framed by nobody. */
export const WARRANTY_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "child-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Sets the payment pages' policy on their answers (called from the security headers' onSend), and lets
 * the sandboxed frame (whose requests carry `Origin: null`) load the built scripts and styles: they are
 * public, immutable files, read without credentials.
 */
export function setPaymentPageHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const path = pathOf(request.url);
  if (path === CARD_FRAME_PATH) {
    reply.header('content-security-policy', cardFramePolicy(`${request.protocol}://${request.host}`));
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cache-control', 'no-cache');
    reply.header('referrer-policy', 'no-referrer');
  } else if (WARRANTY_PATH.test(path)) {
    reply.header('content-security-policy', WARRANTY_PAGE_POLICY);
  } else if (path.startsWith('/assets/')) {
    reply.header('access-control-allow-origin', '*');
  }
}
