import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZAccessTokenResponse, ZChargeAccessParams } from '@hospedar/contracts/payment/access-token';
import { ZGetOrderParams, ZOrder } from '@hospedar/contracts/payment/order';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import type { OrderService } from './order-service.ts';

/** Reading an order and asking for access tokens: a page load or two per payment. */
export const ORDER_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
export const ACCESS_TOKEN_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };

export const orderRoutes: FastifyPluginAsyncZod<{ orderService: OrderService }> = async (
  app,
  { orderService },
) => {
  app.get(
    '/payment/order/reservation/:companyId/:reservationNumber',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        operationId: 'getPaymentOrder',
        summary: "The reservation's payment order and its charges at check-in, for its main guest only",
        tags: ['payment'],
        params: ZGetOrderParams,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => orderService.getOrder(guestAccessOf(request), request.params),
  );

  app.get(
    '/access-token/:companyId/:chargeToken',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: ACCESS_TOKEN_RATE_LIMIT },
      schema: {
        operationId: 'getChargeAccessToken',
        summary: 'A 15-minute payment access token for one charge of the main guest’s order (decision 96)',
        tags: ['payment'],
        params: ZChargeAccessParams,
        response: { 200: ZAccessTokenResponse, ...errors },
      },
    },
    async (request) => orderService.chargeAccessToken(guestAccessOf(request), request.params),
  );

  app.get(
    '/access-token',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: ACCESS_TOKEN_RATE_LIMIT },
      schema: {
        operationId: 'getWalletAccessToken',
        summary: 'A 15-minute payment access token for the main guest’s saved cards only (decision 96)',
        tags: ['payment'],
        response: { 200: ZAccessTokenResponse, ...errors },
      },
    },
    async (request) => orderService.walletAccessToken(guestAccessOf(request)),
  );
};
