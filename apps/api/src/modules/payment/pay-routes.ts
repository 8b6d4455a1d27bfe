import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_ACCESS_HEADER,
  ZPayHeaders,
  ZPaymentParams,
  ZPayRequest,
  ZPayResponse,
} from '@hospedar/contracts/payment/pay';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { firstHeader } from '../../request-headers.ts';
import type { PayService } from './pay-service.ts';

/** A guest pays once or twice a stay; retries and other cards fit well within this. */
export const PAY_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;
/** The processing screen polls every couple of seconds. */
export const PAYMENT_POLL_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

export const payRoutes: FastifyPluginAsyncZod<{ payService: PayService }> = async (app, { payService }) => {
  app.post(
    '/payment/pay',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: PAY_RATE_LIMIT },
      schema: {
        operationId: 'pay',
        summary:
          'Guarantees a charge with a tokenized or saved card (authorization only, 1 installment) or pay at the hotel; safe to retry with the same Idempotency-Key',
        tags: ['payment'],
        headers: ZPayHeaders,
        body: ZPayRequest,
        response: {
          200: ZPayResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) =>
      payService.pay(guestAccessOf(request), request.body, {
        idempotencyKey: firstHeader(request.headers[IDEMPOTENCY_KEY_HEADER]),
        paymentAccess: firstHeader(request.headers[PAYMENT_ACCESS_HEADER]),
      }),
  );

  app.get(
    '/payment/pay/:paymentId',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: PAYMENT_POLL_RATE_LIMIT },
      schema: {
        operationId: 'getPayment',
        summary: 'Where a payment stands (processing, challenge, approved, declined, timed out), for polling',
        tags: ['payment'],
        params: ZPaymentParams,
        response: {
          200: ZPayResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) => payService.poll(guestAccessOf(request), request.params.paymentId),
  );
};
