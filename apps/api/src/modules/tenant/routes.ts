import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZGetCompanyParams, ZGetCompanyResponse } from '@hospedar/contracts/tenant/get-company';
import type { TenantService } from './service.ts';

export const tenantRoutes: FastifyPluginAsyncZod<{ tenantService: TenantService }> = async (
  app,
  { tenantService },
) => {
  app.get(
    '/companies/:subdomain',
    {
      schema: {
        operationId: 'getCompany',
        summary: "A hotel's public configuration",
        tags: ['tenant'],
        params: ZGetCompanyParams,
        response: { 200: ZGetCompanyResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => tenantService.getCompanyConfig(request.params.subdomain),
  );
};
