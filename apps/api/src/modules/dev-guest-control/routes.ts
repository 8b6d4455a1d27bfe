import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXTERNAL_ACCESS_PARAM } from '@hospedar/contracts/guest-control/external-access';
import { verifyExternalAccess } from '../../auth/external-access-token.ts';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http-error.ts';
import { GUEST_CONTROL_PAGE_CSP, renderGuestControlPage } from './guest-control-page.ts';

export type DevGuestControlRoutesOptions = {
  /** On with DEV_MAILBOX: a development tool; off answers 404. */
  isEnabled: boolean;
  clock: Clock;
  rootKey: Buffer;
  /** The hotel named by a Host header (the tenant plugin resolves it only for /api paths). */
  resolveTenant: (host: string | undefined) => Promise<{ id: string } | null>;
};

const ZQuery = z.object({ [EXTERNAL_ACCESS_PARAM]: z.string().max(4096).optional() });
const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');
/** The URL carries the access: these requests log warnings only. */
const QUIET = { logLevel: 'warn', schema: { hide: true, querystring: ZQuery } } as const;

/**
 * GET /dev/guest-control?access=<jwt>: the demo hotels' guest-control page. It verifies the access with
 * the key of the request's hotel, as the hotel's own system would, and shows what it carries.
 */
export const devGuestControlRoutes: FastifyPluginAsyncZod<DevGuestControlRoutesOptions> = async (
  app,
  { isEnabled, clock, rootKey, resolveTenant },
) => {
  app.get('/dev/guest-control', QUIET, async (request, reply) => {
    if (!isEnabled) throw notFound();
    const tenant = await resolveTenant(request.headers.host);
    const token = request.query[EXTERNAL_ACCESS_PARAM];
    const now = clock();
    const access =
      tenant && token ? await verifyExternalAccess(token, { rootKey, companyId: tenant.id, now }) : null;
    return reply
      .header('content-security-policy', GUEST_CONTROL_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderGuestControlPage(access, now));
  });
};
