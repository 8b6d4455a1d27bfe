import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyRules } from '@hospedar/contracts/tenant/company-config';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZZipAddress,
  ZZipLookupParams,
  ZZipSearchQuery,
  ZZipSearchResponse,
} from '@hospedar/contracts/geo/zip-lookup';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import type { TZipLookupOptions, ZipService } from './zip-service.ts';

/** The hotel's rules.zipNetworkLookup; a hotel whose rules do not parse keeps lookups on the server. */
function zipOptionsOf(request: FastifyRequest): TZipLookupOptions {
  const rules = ZCompanyRules.safeParse(tenantOf(request).rules);
  return { allowNetwork: rules.success && rules.data.zipNetworkLookup };
}

export const zipRoutes: FastifyPluginAsyncZod<{ zipService: ZipService }> = async (app, { zipService }) => {
  app.get(
    '/zip',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.geo },
      schema: {
        operationId: 'searchZipCodes',
        summary: 'Zip codes of a state and city whose street contains the text (at most 50)',
        tags: ['geo'],
        querystring: ZZipSearchQuery,
        response: { 200: ZZipSearchResponse, 400: ZApiError, 503: ZApiError },
      },
    },
    async (request) => zipService.search(request.query, zipOptionsOf(request)),
  );

  app.get(
    '/zip/:cep',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.geo },
      schema: {
        operationId: 'lookupZipCode',
        summary: 'The address of a zip code (CEP)',
        tags: ['geo'],
        params: ZZipLookupParams,
        response: { 200: ZZipAddress, 400: ZApiError, 404: ZApiError, 503: ZApiError },
      },
    },
    async (request) => zipService.lookup(request.params.cep, zipOptionsOf(request)),
  );
};
