import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { setPaymentPageHeaders } from './payment-pages.ts';

/** Browser features nobody may use: the portal uses none of them (only names Chromium knows, or it warns). */
const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
].map((feature) => `${feature}=()`);

/** The portal's own features: the camera and passkeys (WebAuthn), for the portal itself only. */
const OWN_FEATURES = ['camera', 'publickey-credentials-create', 'publickey-credentials-get'];

/**
 * Permissions-Policy of the portal's pages: the camera (the document scanner of personal-info and of
 * the phone hand-off) and passkeys (decision 115) for the portal itself only (a single-page app keeps
 * one document for every screen, so it is the pages' policy), never for a frame of another origin (the
 * card frame included); every other feature off.
 */
export const PAGE_PERMISSIONS_POLICY = [
  ...OWN_FEATURES.map((feature) => `${feature}=(self)`),
  ...FEATURES_OFF,
].join(', ');
/** Permissions-Policy of API answers (JSON, images): no feature at all. */
export const API_PERMISSIONS_POLICY = [
  ...OWN_FEATURES.map((feature) => `${feature}=()`),
  ...FEATURES_OFF,
].join(', ');

/**
 * API answers carry personal data or tokens (guests, reservations, contacts, PIN tokens, upload forms):
 * no cache may keep them, unless a route says otherwise (the geo lists are public and cached).
 */
export const API_CACHE_CONTROL = 'no-store';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * helmet's headers, CSP included, for every answer. The middleware is made once: @fastify/helmet made it
 * again on every request (a few per cent of the API's CPU under load, decision 270). CSP for the portal:
 * its own scripts only; inline styles for emotion (MUI); images from data:, blob: (camera captures) and
 * https (hotel logos). /api/docs sets its own CSP (swagger-ui staticCSP).
 */
const setHelmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // The demo runs on http://*.localhost; HTTPS deployments get HSTS instead.
      upgradeInsecureRequests: null,
    },
  },
  // The portal loads images from the hotel's https storage, which sets no CORP header.
  crossOriginEmbedderPolicy: false,
});

// helmet's middleware only sets headers; it calls `next` at once, with an error only for a bad option.
const throwHelmetError = (error?: unknown) => {
  if (error) throw error;
};

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, throwHelmetError);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    const isApi = isApiPath(request.url);
    reply.header('permissions-policy', isApi ? API_PERMISSIONS_POLICY : PAGE_PERMISSIONS_POLICY);
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    if (!isApi) setPaymentPageHeaders(request, reply);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
