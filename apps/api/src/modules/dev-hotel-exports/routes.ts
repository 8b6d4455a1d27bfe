import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { HttpError } from '../../http-error.ts';
import type { createDevHotelExportsRepository } from './repository.ts';
import { safeText } from '@hospedar/contracts/validation/safe-text';

export type DevHotelExportsRoutesOptions = {
  /** On with DEV_MAILBOX: a development tool, like the mailbox; off answers 404. */
  isEnabled: boolean;
  repository: ReturnType<typeof createDevHotelExportsRepository>;
  /** The hotel named by a Host header (the tenant plugin resolves it only for /api paths). */
  resolveTenant: (host: string | undefined) => Promise<{ id: string } | null>;
};

const ZExportsQuery = z.object({ reservation: safeText(40).trim().min(1) });
const ZExportsJson = z.object({
  exports: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      guestId: z.string().nullable(),
      payload: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});

const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');

/**
 * GET /dev/hotel-exports.json?reservation=<number>: what the hotel of the request's host received for
 * that reservation through the local FNRH driver, newest first, so a developer (or an end-to-end test)
 * sees the hotel's side of a journey without a hotel system.
 */
export const devHotelExportsRoutes: FastifyPluginAsyncZod<DevHotelExportsRoutesOptions> = async (
  app,
  { isEnabled, repository, resolveTenant },
) => {
  app.get(
    '/dev/hotel-exports.json',
    {
      logLevel: 'warn',
      schema: { hide: true, querystring: ZExportsQuery, response: { 200: ZExportsJson, 404: ZApiError } },
    },
    async (request, reply) => {
      if (!isEnabled) throw notFound();
      const tenant = await resolveTenant(request.headers.host);
      if (!tenant) throw notFound();
      const rows = await repository.ofReservation(tenant.id, request.query.reservation);
      reply.header('cache-control', 'no-store');
      return { exports: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
