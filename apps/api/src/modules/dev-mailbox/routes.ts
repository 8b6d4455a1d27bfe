import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { HttpError } from '../../http-error.ts';
import { MAILBOX_MESSAGE_CSP, MAILBOX_PAGE_CSP, renderMailboxPage } from './mailbox-page.ts';
import type { createDevMailboxRepository } from './repository.ts';
import { safeText } from '@hospedar/contracts/validation/safe-text';

export type DevMailboxRoutesOptions = {
  /** DEV_MAILBOX: off answers 404 on every page. */
  isEnabled: boolean;
  /** Whether e-mail goes to SMTP (the page then says only SMS are kept). */
  isSmtpOn: boolean;
  repository: ReturnType<typeof createDevMailboxRepository>;
};

const ZMailboxQuery = z.object({ to: safeText(254).trim().min(1).optional() });
const ZMailboxMessage = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
const ZMailboxJson = z.object({ messages: z.array(ZMailboxMessage) });

/** E-mail lowercased; a phone number whose '+' arrived as a space (unencoded query) gets it back. */
function normalizeRecipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  if (to.includes('@')) return to.toLowerCase();
  return /^\d{8,15}$/.test(to) ? `+${to}` : to;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');
/** Request logs would carry ?to=<address>: these pages log warnings only. */
const QUIET = { logLevel: 'warn', schema: { hide: true } } as const;

/**
 * GET /dev/mailbox (page), /dev/mailbox.json?to= (tests and scripts) and /dev/mailbox/:id/html (a kept
 * e-mail, framed by the page). Registered even when off, so the portal's fallback never answers them.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<DevMailboxRoutesOptions> = async (
  app,
  { isEnabled, isSmtpOn, repository },
) => {
  app.get('/dev/mailbox', QUIET, async (_request, reply) => {
    if (!isEnabled) throw notFound();
    const rows = await repository.latest(100);
    return reply
      .header('content-security-policy', MAILBOX_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(rows, { isSmtpOn }));
  });

  app.get(
    '/dev/mailbox.json',
    {
      ...QUIET,
      schema: {
        ...QUIET.schema,
        querystring: ZMailboxQuery,
        response: { 200: ZMailboxJson, 404: ZApiError },
      },
    },
    async (request, reply) => {
      if (!isEnabled) throw notFound();
      const recipient = normalizeRecipient(request.query.to);
      const rows = await repository.latest(20, recipient);
      reply.header('cache-control', 'no-store');
      return {
        messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  );

  app.get(
    '/dev/mailbox/:id/html',
    { ...QUIET, schema: { ...QUIET.schema, params: z.object({ id: z.string().uuid() }) } },
    async (request, reply) => {
      if (!isEnabled) throw notFound();
      const row = await repository.findById(request.params.id);
      if (!row?.html) throw notFound();
      return reply
        .header('content-security-policy', MAILBOX_MESSAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(row.html);
    },
  );
};
