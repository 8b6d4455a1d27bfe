import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES } from '@hospedar/contracts/constants';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { ZPdfBytes } from '../fnrh-document/pdf-response.ts';
import type { FnrhDocumentService } from '../fnrh-document/service.ts';

export type DevFnrhPdfRoutesOptions = {
  /** On with DEV_MAILBOX, as the other development pages; off answers 404. */
  isEnabled: boolean;
  fnrhDocuments: FnrhDocumentService;
  /** The hotel named by a Host header (the tenant plugin resolves it only for /api paths). */
  resolveTenant: (host: string | undefined) => Promise<CompanyRow | null>;
};

const ZFnrhPdfQuery = z.object({
  guest: z.string().uuid(),
  /** Another of the three languages than the hotel's, to see the document's texts in it. */
  lang: z.enum(LANGUAGES).optional(),
});

const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');

/**
 * GET /dev/fnrh.pdf?guest=<guestId>[&lang=en-US]: the FNRH document of a guest of the request's hotel,
 * downloaded, so a developer sees the PDF the integration API serves without an API key (decision 160).
 */
export const devFnrhPdfRoutes: FastifyPluginAsyncZod<DevFnrhPdfRoutesOptions> = async (
  app,
  { isEnabled, fnrhDocuments, resolveTenant },
) => {
  app.get(
    '/dev/fnrh.pdf',
    {
      logLevel: 'warn',
      schema: { hide: true, querystring: ZFnrhPdfQuery, response: { 200: ZPdfBytes, 404: ZApiError } },
    },
    async (request, reply) => {
      if (!isEnabled) throw notFound();
      const tenant = await resolveTenant(request.headers.host);
      if (!tenant) throw notFound();
      const { guest, lang } = request.query;
      const pdf = await fnrhDocuments.renderGuestPdf(tenant, guest, lang ? { language: lang } : {});
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="fnrh-${guest}.pdf"`)
        .send(pdf);
    },
  );
};
