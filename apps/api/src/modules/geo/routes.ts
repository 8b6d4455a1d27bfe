import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS } from '@hospedar/contracts/constants';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZListCitiesParams, ZListCitiesResponse } from '@hospedar/contracts/geo/list-cities';
import { ZListCountriesQuery, ZListCountriesResponse } from '@hospedar/contracts/geo/list-countries';
import { ZListStatesParams, ZListStatesResponse } from '@hospedar/contracts/geo/list-states';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { firstHeader } from '../../request-headers.ts';
import type { GeoService } from './service.ts';

/** The lists change only with a new release of the datasets: browsers and proxies may keep them a day. */
export const GEO_CACHE_CONTROL = 'public, max-age=86400';

export const geoRoutes: FastifyPluginAsyncZod<{ geoService: GeoService }> = async (app, { geoService }) => {
  app.get(
    '/countries',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.geo },
      schema: {
        operationId: 'listCountries',
        summary: 'Every ISO 3166-1 country, named and sorted in the language asked for',
        tags: ['geo'],
        querystring: ZListCountriesQuery,
        response: { 200: ZListCountriesResponse, 400: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', GEO_CACHE_CONTROL).header('vary', HEADERS.lang);
      return geoService.listCountries({
        lang: request.query.lang,
        langHeader: firstHeader(request.headers[HEADERS.lang]),
      });
    },
  );

  app.get(
    '/countries/:code/states',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.geo },
      schema: {
        operationId: 'listStates',
        summary: "A country's states (Brazil: the 27 UFs with IBGE codes)",
        tags: ['geo'],
        params: ZListStatesParams,
        response: { 200: ZListStatesResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const states = await geoService.listStates(request.params.code);
      reply.header('cache-control', GEO_CACHE_CONTROL);
      return states;
    },
  );

  app.get(
    '/states/:id/cities',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.geo },
      schema: {
        operationId: 'listCities',
        summary: "A state's municipalities with their IBGE codes",
        tags: ['geo'],
        params: ZListCitiesParams,
        response: { 200: ZListCitiesResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const cities = await geoService.listCities(request.params.id);
      reply.header('cache-control', GEO_CACHE_CONTROL);
      return cities;
    },
  );
};
