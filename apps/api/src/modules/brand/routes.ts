import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { HttpError } from '../../http-error.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import type { EmailLogoRenderer } from './email-logo.ts';

const ONE_DAY_SECONDS = 24 * 60 * 60;
const ZPngBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: "The hotel's logo, 112 px tall" });

export const brandRoutes: FastifyPluginAsyncZod<{ renderEmailLogo: EmailLogoRenderer }> = async (
  app,
  { renderEmailLogo },
) => {
  app.get(
    '/email-logo.png',
    {
      schema: {
        operationId: 'getEmailLogo',
        summary: "The hotel's logo as a PNG, for the e-mails it sends (mail clients do not show SVG)",
        tags: ['tenant'],
        response: { 200: ZPngBytes, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const logo = toCompanyConfig(tenantOf(request)).theme.logo.internal;
      const png = await renderEmailLogo(logo);
      if (!png) throw new HttpError(404, 'NOT_FOUND', 'This hotel has no logo to send as a PNG.');
      // The logo is shown by mail clients, each of another origin: helmet's same-origin policy would
      // keep it from any of them that loads images in a browser (webmail, the dev mailbox's frame).
      return reply
        .type('image/png')
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(png);
    },
  );
};
