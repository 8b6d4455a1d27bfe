import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZFnrhDigitalAttempts } from '@hospedar/contracts/integration/fnrh-digital-attempts';
import {
  ZFnrhFeedPage,
  ZFnrhFeedQuery,
  ZFnrhRecord,
  ZIntegrationGuestParams,
} from '@hospedar/contracts/integration/fnrh-feed';
import {
  ZCancelReservationResponse,
  ZIntegrationReservationStatus,
} from '@hospedar/contracts/integration/reservation-status';
import {
  ZIntegrationReservationParams,
  ZUpsertReservationRequest,
  ZUpsertReservationResponse,
} from '@hospedar/contracts/integration/upsert-reservation';
import { HttpError } from '../../http-error.ts';
import { INTEGRATION_RATE_LIMIT, integrationAccessOf } from '../../plugins/integration-access.ts';
import { ZPdfBytes } from '../fnrh-document/pdf-response.ts';
import type { FnrhDocumentService } from '../fnrh-document/service.ts';
import type { TenantRepository } from '../tenant/repository.ts';
import type { IntegrationRepository } from './integration-repository.ts';
import type { ReservationReadService } from './reservation-read-service.ts';
import type { UpsertReservationService } from './upsert-reservation-service.ts';
import { requireFinishedGuest } from './finished-guest.ts';

export type IntegrationRoutesOptions = {
  upsertService: UpsertReservationService;
  readService: ReservationReadService;
  repository: IntegrationRepository;
  fnrhDocuments: FnrhDocumentService;
  tenantRepository: TenantRepository;
};

const TAGS = ['integration'];

/**
 * The hotel's integration API (/api/integration/v1, decision 130): every route behind the API-key guard,
 * counted per key, and answering only the key's hotel. GET .../guests/{guestId}/fnrh.pdf is the same
 * finished form as the FNRH document (modules/fnrh-document, decision 160).
 */
export const integrationRoutes: FastifyPluginAsyncZod<IntegrationRoutesOptions> = async (
  app,
  { upsertService, readService, repository, fnrhDocuments, tenantRepository },
) => {
  const common = { preHandler: app.integrationAccess(), config: { rateLimit: INTEGRATION_RATE_LIMIT } };

  app.put(
    '/reservations/:reservationNumber',
    {
      ...common,
      schema: {
        operationId: 'integrationUpsertReservation',
        summary: 'Create or update a reservation with its guests and order (idempotent by number)',
        tags: TAGS,
        params: ZIntegrationReservationParams,
        body: ZUpsertReservationRequest,
        response: { 200: ZUpsertReservationResponse, 201: ZUpsertReservationResponse, 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { companyId } = integrationAccessOf(request);
      const company = await repository.findCompany(companyId);
      if (!company) throw new HttpError(401, 'API_KEY_INVALID', 'The key has no hotel.');
      const result = await upsertService.upsertReservation(
        company,
        request.params.reservationNumber,
        request.body,
      );
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/reservations/:reservationNumber/cancel',
    {
      ...common,
      schema: {
        operationId: 'integrationCancelReservation',
        summary: 'Cancel a reservation (status 6, CANCELLED)',
        tags: TAGS,
        params: ZIntegrationReservationParams,
        response: { 200: ZCancelReservationResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      readService.cancel(integrationAccessOf(request).companyId, request.params.reservationNumber),
  );

  app.get(
    '/reservations/:reservationNumber',
    {
      ...common,
      schema: {
        operationId: 'integrationGetReservationStatus',
        summary: "Each guest's pre-check-in status, and the payment guarantee",
        tags: TAGS,
        params: ZIntegrationReservationParams,
        response: { 200: ZIntegrationReservationStatus, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      readService.status(integrationAccessOf(request).companyId, request.params.reservationNumber),
  );

  app.get(
    '/fnrh',
    {
      ...common,
      schema: {
        operationId: 'integrationListFinishedForms',
        summary: 'Finished forms of the hotel after a cursor, oldest first',
        tags: TAGS,
        querystring: ZFnrhFeedQuery,
        response: { 200: ZFnrhFeedPage, 400: ZApiError },
      },
    },
    async (request) =>
      readService.fnrhFeed(integrationAccessOf(request).companyId, request.query.cursor, request.query.limit),
  );

  app.get(
    '/guests/:guestId/fnrh',
    {
      ...common,
      schema: {
        operationId: 'integrationGetGuestFnrh',
        summary: "One guest's finished form as JSON",
        tags: TAGS,
        params: ZIntegrationGuestParams,
        response: { 200: ZFnrhRecord, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => readService.guestFnrh(integrationAccessOf(request).companyId, request.params.guestId),
  );

  app.get(
    '/guests/:guestId/fnrh-digital',
    {
      ...common,
      schema: {
        operationId: 'integrationGetGuestFnrhDigitalAttempts',
        summary: "What became of the guest's form at FNRH Digital: each attempt and the answer, newest first",
        tags: TAGS,
        params: ZIntegrationGuestParams,
        response: { 200: ZFnrhDigitalAttempts, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      readService.fnrhDigitalAttempts(integrationAccessOf(request).companyId, request.params.guestId),
  );

  app.get(
    '/guests/:guestId/fnrh.pdf',
    {
      ...common,
      schema: {
        operationId: 'integrationGetGuestFnrhPdf',
        summary: "One guest's finished form as the FNRH document (PDF, in the hotel's language)",
        tags: TAGS,
        params: ZIntegrationGuestParams,
        produces: ['application/pdf'],
        response: { 200: ZPdfBytes, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const { companyId } = integrationAccessOf(request);
      const hotel = await tenantRepository.findById(companyId);
      if (!hotel) throw new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');
      // The JSON's check on the guest the document reads: another hotel's guest 404, unfinished 409.
      const pdf = await fnrhDocuments.renderGuestPdf(hotel, request.params.guestId, {
        checkGuest: requireFinishedGuest,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="fnrh-${request.params.guestId}.pdf"`)
        .send(pdf);
    },
  );
};
