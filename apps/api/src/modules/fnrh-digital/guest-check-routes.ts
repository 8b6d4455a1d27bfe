import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZFnrhDigitalGuestCheck } from '@hospedar/contracts/fnrh-digital/guest-check';
import { ZClientParams } from '@hospedar/contracts/guests/get-client';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import type { FnrhDigitalGuestCheck } from './guest-check.ts';

const errors = { 401: ZApiError, 404: ZApiError };

/** The guest's side of FNRH Digital: what it would refuse in the form, before the guest finishes it. */
export const fnrhDigitalGuestRoutes: FastifyPluginAsyncZod<{ guestCheck: FnrhDigitalGuestCheck }> = async (
  app,
  { guestCheck },
) => {
  app.get(
    '/clients/:id/fnrh-digital',
    {
      // The guest the token may act for (itself, or a minor of the main guest); any other id is 404.
      preHandler: app.guestAccess({ guestParam: 'id' }),
      schema: {
        operationId: 'getFnrhDigitalCheck',
        summary: "What the government's FNRH Digital would refuse in the guest's saved form",
        description:
          'When the hotel sends finished forms to FNRH Digital (API v2, Serpro), the reasons it would ' +
          'refuse this guest as saved now: no CPF nor passport, an invalid CPF, no birth date, no ' +
          'nationality or country of residence, a resident of Brazil without a city of the IBGE list, a ' +
          "minor whose guardian (the reservation's main guest) has no CPF nor passport, no name. The " +
          'guest may still finish; the form then reaches the hotel but not FNRH Digital.',
        tags: ['guests'],
        params: ZClientParams,
        response: { 200: ZFnrhDigitalGuestCheck, ...errors },
      },
    },
    async (request) => {
      return guestCheck.check(guestAccessOf(request));
    },
  );
};
