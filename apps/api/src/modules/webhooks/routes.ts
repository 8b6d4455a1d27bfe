import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZCreateWebhookEndpointRequest,
  ZCreatedWebhookEndpoint,
  ZRotateWebhookSecretQuery,
  ZRotatedWebhookSecret,
  ZUpdateWebhookEndpointRequest,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
} from '@hospedar/contracts/integration/webhooks';
import { INTEGRATION_RATE_LIMIT, integrationAccessOf } from '../../plugins/integration-access.ts';
import type { WebhookService } from './service.ts';

export type WebhookRoutesOptions = { webhookService: WebhookService };

const ERRORS = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError } as const;
const TAGS = ['integration-webhooks'];

/**
 * /api/integration/v1/webhooks (register with that prefix): a hotel's webhook endpoints, their delivery
 * log and redelivery, all within the API key's hotel.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { webhookService }) => {
  // The integration API's one guard and its per-key rate limit (decisions 130, 134, 145).
  const route = { preHandler: app.integrationAccess(), config: { rateLimit: INTEGRATION_RATE_LIMIT } };

  app.post(
    '/',
    {
      ...route,
      schema: {
        operationId: 'createWebhookEndpoint',
        summary: 'Registers a webhook endpoint; the answer shows its signing secret, once',
        tags: TAGS,
        body: ZCreateWebhookEndpointRequest,
        response: { 201: ZCreatedWebhookEndpoint, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { companyId } = integrationAccessOf(request);
      return reply.code(201).send(await webhookService.createEndpoint(companyId, request.body));
    },
  );

  app.get(
    '/',
    {
      ...route,
      schema: {
        operationId: 'listWebhookEndpoints',
        summary: "The hotel's webhook endpoints (without their secrets)",
        tags: TAGS,
        response: { 200: ZWebhookEndpointList, ...ERRORS },
      },
    },
    async (request) => webhookService.listEndpoints(integrationAccessOf(request).companyId),
  );

  app.patch(
    '/:endpointId',
    {
      ...route,
      schema: {
        operationId: 'updateWebhookEndpoint',
        summary: "Changes an endpoint's URL, events or description, or disables it (isEnabled: false)",
        tags: TAGS,
        params: ZWebhookEndpointParams,
        body: ZUpdateWebhookEndpointRequest,
        response: { 200: ZWebhookEndpoint, ...ERRORS },
      },
    },
    async (request) =>
      webhookService.updateEndpoint(
        integrationAccessOf(request).companyId,
        request.params.endpointId,
        request.body,
      ),
  );

  app.delete(
    '/:endpointId',
    {
      ...route,
      schema: {
        operationId: 'deleteWebhookEndpoint',
        summary: 'Deletes an endpoint and its delivery log',
        tags: TAGS,
        params: ZWebhookEndpointParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await webhookService.deleteEndpoint(integrationAccessOf(request).companyId, request.params.endpointId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:endpointId/deliveries',
    {
      ...route,
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: "An endpoint's latest deliveries, each with its attempts (time, status, duration, error)",
        tags: TAGS,
        params: ZWebhookEndpointParams,
        querystring: ZWebhookDeliveriesQuery,
        response: { 200: ZWebhookDeliveryList, ...ERRORS },
      },
    },
    async (request) =>
      webhookService.listDeliveries(integrationAccessOf(request).companyId, request.params.endpointId, {
        limit: request.query.limit,
      }),
  );

  app.post(
    '/:endpointId/deliveries/:deliveryId/redeliver',
    {
      ...route,
      schema: {
        operationId: 'redeliverWebhook',
        summary: 'Sends a delivery again: the same body and event id (webhook-id), new attempts',
        tags: TAGS,
        params: ZWebhookDeliveryParams,
        response: { 202: ZWebhookDelivery, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { endpointId, deliveryId } = request.params;
      const delivery = await webhookService.redeliver(
        integrationAccessOf(request).companyId,
        endpointId,
        deliveryId,
      );
      return reply.code(202).send(delivery);
    },
  );

  app.post(
    '/:endpointId/rotate-secret',
    {
      ...route,
      schema: {
        operationId: 'rotateWebhookSecret',
        summary: 'Gives an endpoint a new signing secret, shown once; the old one still signs for a while',
        description:
          'Answers the new whsec_ secret, this once. Until previousSecretExpiresAt (previousSecretHours ' +
          'from now, 24 by default, 0 to stop at once) each delivery carries two signatures in ' +
          'webhook-signature, "v1,<new> v1,<old>", so a receiver verifying with either secret accepts it: ' +
          'switch the receiver to the new secret within that time.',
        tags: TAGS,
        params: ZWebhookEndpointParams,
        querystring: ZRotateWebhookSecretQuery,
        response: { 200: ZRotatedWebhookSecret, ...ERRORS },
      },
    },
    async (request) =>
      webhookService.rotateSecret(
        integrationAccessOf(request).companyId,
        request.params.endpointId,
        request.query,
      ),
  );
};
