import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * CSP for the portal: its own scripts only; inline styles for emotion (MUI); images from data:,
 * blob: (camera captures) and https (hotel logos). /api/docs sets its own CSP (swagger-ui staticCSP).
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
