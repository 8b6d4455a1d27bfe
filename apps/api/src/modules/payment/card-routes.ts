import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZAddCardHeaders,
  ZAddCardRequest,
  ZAddCardResponse,
  ZCustomerCardParams,
  ZCustomerParams,
  ZListCardsResponse,
} from '@hospedar/contracts/payment/cards';
import { PAYMENT_ACCESS_HEADER } from '@hospedar/contracts/payment/pay';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { firstHeader } from '../../request-headers.ts';
import type { CardService } from './card-service.ts';

/** Saving and removing cards: a handful per stay; each one reaches the processor. */
export const CARD_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  429: ZApiError,
  503: ZApiError,
};

export const cardRoutes: FastifyPluginAsyncZod<{ cardService: CardService }> = async (
  app,
  { cardService },
) => {
  app.get(
    '/customers/:personId/card',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: CARD_RATE_LIMIT },
      schema: {
        operationId: 'listCards',
        summary: "The main guest's saved cards at this hotel (brand, last 4, expiry, holder)",
        tags: ['payment'],
        params: ZCustomerParams,
        response: { 200: ZListCardsResponse, ...errors },
      },
    },
    async (request) => ({
      cards: await cardService.listCards(guestAccessOf(request), request.params.personId),
    }),
  );

  app.post(
    '/customers/:personId/card',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: CARD_RATE_LIMIT },
      schema: {
        operationId: 'addCard',
        summary: 'Saves a card the processor tokenized in the browser to the main guest’s wallet',
        tags: ['payment'],
        headers: ZAddCardHeaders,
        params: ZCustomerParams,
        body: ZAddCardRequest,
        response: { 201: ZAddCardResponse, ...errors },
      },
    },
    async (request, reply) => {
      const card = await cardService.addCard(
        guestAccessOf(request),
        request.params.personId,
        request.body,
        firstHeader(request.headers[PAYMENT_ACCESS_HEADER]),
      );
      return reply.code(201).send(card);
    },
  );

  app.delete(
    '/customers/:personId/card/:cardId',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: CARD_RATE_LIMIT },
      schema: {
        operationId: 'deleteCard',
        summary: 'Removes a saved card from the main guest’s wallet and from the processor',
        tags: ['payment'],
        params: ZCustomerCardParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cardService.deleteCard(guestAccessOf(request), request.params.personId, request.params.cardId);
      return reply.code(204).send(null);
    },
  );
};
