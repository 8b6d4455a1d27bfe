import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTermsPublication, ZTermsSettings } from '@hospedar/contracts/console/settings-terms';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { staffAccessOf } from '../../../plugins/staff-access.ts';
import type { TermsSettingsService } from './terms-settings-service.ts';

const TAGS = ['console'];

/** GET the terms' versions and PUT a new version (owners; decision 232). */
export const termsSettingsRoutes: FastifyPluginAsyncZod<{
  termsSettingsService: TermsSettingsService;
}> = async (app, { termsSettingsService }) => {
  const owner = app.staffAccess({ role: 'owner' });
  app.get(
    '/settings/terms',
    {
      preHandler: owner,
      schema: {
        operationId: 'consoleGetTermsSettings',
        summary: "The hotel's terms of use and privacy policy: the texts in force and every version (owner)",
        tags: TAGS,
        response: { 200: ZTermsSettings },
      },
    },
    async (request) => termsSettingsService.read(staffAccessOf(request).hotel.id),
  );
  app.put(
    '/settings/terms',
    {
      preHandler: owner,
      schema: {
        operationId: 'consoleSaveTermsSettings',
        summary:
          'Publishes a new version of the terms of use or the privacy policy (owner): audited, in force for guests at once',
        tags: TAGS,
        body: ZTermsPublication,
        response: { 200: ZTermsSettings, 400: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { hotel, staff } = staffAccessOf(request);
      return termsSettingsService.publish({ companyId: hotel.id, staff }, request.body);
    },
  );
};
