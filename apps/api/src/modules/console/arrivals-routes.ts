import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZArrivalGuestDetail,
  ZArrivalGuestParams,
  ZArrivalGuestQuery,
  ZArrivalsCsvQuery,
  ZArrivalsList,
  ZArrivalsQuery,
  ZResendLinkRequest,
  ZResendLinkResponse,
} from '@hospedar/contracts/console/arrivals';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { staffAccessOf } from '../../plugins/staff-access.ts';
import { ZPdfBytes } from '../fnrh-document/pdf-response.ts';
import { hotelLanguage } from '../fnrh-document/service.ts';
import { arrivalsCsv } from './arrivals-csv.ts';
import type { ArrivalsService } from './arrivals-service.ts';

/** Per client address, hotel and route: each resend sends a message to a guest (decision 213). */
export const RESEND_LINK_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

const TAGS = ['console'];
const ZPngImage = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: "The guest's signature (image/png)" });
const ZCsvText = z.string().meta({ description: 'The arrivals as CSV (text/csv, UTF-8)' });

export type ArrivalsRoutesOptions = {
  arrivalsService: ArrivalsService;
  /** The portal's origin of a request's hotel, for the guest's link (portal-origin.ts). */
  originOf: (request: Parameters<typeof staffAccessOf>[0]) => string;
};

/**
 * The desk's arrivals under /api/console (decisions 210 to 214), desk and owner alike, each behind
 * app.staffAccess(): the list and its CSV, one guest's form, signature and PDF, and the link resent.
 */
export const arrivalsRoutes: FastifyPluginAsyncZod<ArrivalsRoutesOptions> = async (
  app,
  { arrivalsService, originOf },
) => {
  // The console's CSRF rule (decision 192) on this plugin's changes too: hooks do not cross plugins.
  app.get(
    '/arrivals',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleListArrivals',
        summary: "Check-ins of a range of the hotel's days with each guest's state; searchable",
        tags: TAGS,
        querystring: ZArrivalsQuery,
        response: { 200: ZArrivalsList, 400: ZApiError },
      },
    },
    async (request) => arrivalsService.list(staffAccessOf(request).hotel, request.query),
  );

  app.get(
    '/arrivals.csv',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleExportArrivals',
        summary: 'The same list as CSV, one guest a line (header in `lang`, else the hotel’s language)',
        tags: TAGS,
        querystring: ZArrivalsCsvQuery,
        produces: ['text/csv'],
        response: { 200: ZCsvText, 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { hotel } = staffAccessOf(request);
      const { lang, ...query } = request.query;
      const list = await arrivalsService.list(hotel, query);
      const name = list.from === list.to ? list.from : `${list.from}_${list.to}`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="arrivals-${name}.csv"`)
        .send(arrivalsCsv(list, lang ?? hotelLanguage(hotel)));
    },
  );

  app.get(
    '/arrivals/guests/:guestId',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleGetArrivalGuest',
        summary: "One guest's form, read-only, as the FNRH document says it, with signed photo URLs",
        tags: TAGS,
        params: ZArrivalGuestParams,
        querystring: ZArrivalGuestQuery,
        response: { 200: ZArrivalGuestDetail, 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { hotel } = staffAccessOf(request);
      const language = request.query.lang ?? hotelLanguage(hotel);
      const detail = await arrivalsService.guestDetail(hotel, request.params.guestId, language);
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );

  app.get(
    '/arrivals/guests/:guestId/signature',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleGetArrivalGuestSignature',
        summary: "The guest's signature (image/png, not cached); 404 NOT_FOUND before signing",
        tags: TAGS,
        params: ZArrivalGuestParams,
        produces: ['image/png'],
        response: { 200: ZPngImage, 400: ZApiError },
      },
    },
    async (request, reply) => {
      const png = await arrivalsService.signature(staffAccessOf(request).hotel, request.params.guestId);
      return reply.header('cache-control', 'no-store').type('image/png').send(png);
    },
  );

  app.get(
    '/arrivals/guests/:guestId/fnrh.pdf',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleGetArrivalGuestFnrhPdf',
        summary: "The guest's finalized form as the FNRH document (PDF); 409 GUEST_DATA_MISSING before",
        tags: TAGS,
        params: ZArrivalGuestParams,
        produces: ['application/pdf'],
        response: { 200: ZPdfBytes, 400: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const { guestId } = request.params;
      const pdf = await arrivalsService.pdf(staffAccessOf(request).hotel, guestId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="fnrh-${guestId}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/arrivals/guests/:guestId/resend-link',
    {
      preHandler: app.staffAccess(),
      config: { rateLimit: RESEND_LINK_RATE_LIMIT },
      schema: {
        operationId: 'consoleResendGuestLink',
        summary: "Sends the guest's link again by e-mail or SMS, through the outbox (once a minute a guest)",
        tags: TAGS,
        params: ZArrivalGuestParams,
        body: ZResendLinkRequest,
        response: { 202: ZResendLinkResponse, 400: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const answer = await arrivalsService.resendLink(
        staffAccessOf(request).hotel,
        request.params.guestId,
        request.body,
        originOf(request),
      );
      return reply.status(202).send(answer);
    },
  );
};
