import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStaffMe } from '@hospedar/contracts/console/staff-auth';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZListPasskeysResponse,
  ZPasskey,
  ZPasskeyAuthenticationOptions,
  ZPasskeyAuthenticationResponse,
  ZPasskeyRegistrationOptions,
  ZPasskeyRegistrationResponse,
} from '@hospedar/contracts/webauthn/passkeys';
import { staffAccessOf } from '../../plugins/staff-access.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { firstHeader } from '../../request-headers.ts';
import { deviceLabelOf } from '../webauthn/device-label.ts';
import { relyingPartyOf } from '../webauthn/relying-party.ts';
import { CONSOLE_RATE_LIMITS } from './routes.ts';
import { toStaffMe } from './session-service.ts';
import type { StaffPasskeyService } from './staff-passkey-service.ts';

const TAGS = ['console'];
const ERRORS = { 400: ZApiError, 404: ZApiError, 429: ZApiError };

/** A staff member's passkeys and the passkey sign-in, under /api/console (decision 246). */
export const staffPasskeyRoutes: FastifyPluginAsyncZod<{
  passkeys: StaffPasskeyService;
  portalBaseDomain: string | undefined;
}> = async (app, { passkeys, portalBaseDomain }) => {
  const rpOf = (request: FastifyRequest) =>
    relyingPartyOf({
      protocol: request.protocol,
      host: request.host,
      tenant: tenantOf(request),
      baseDomain: portalBaseDomain,
    });
  app.get(
    '/passkeys',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleListPasskeys',
        summary: "The signed-in member's passkeys at this hotel, newest first",
        tags: TAGS,
        response: { 200: ZListPasskeysResponse },
      },
    },
    async (request) => ({ passkeys: await passkeys.list(staffAccessOf(request)) }),
  );

  app.post(
    '/passkeys/options',
    {
      preHandler: app.staffAccess(),
      config: { rateLimit: CONSOLE_RATE_LIMITS.spendLink },
      schema: {
        operationId: 'consolePasskeyRegistrationOptions',
        summary: "Options for a new passkey of the signed-in member, for this hotel's host (2 minutes, once)",
        tags: TAGS,
        response: { 200: ZPasskeyRegistrationOptions, 429: ZApiError },
      },
    },
    async (request) => passkeys.registrationOptions(staffAccessOf(request), rpOf(request)),
  );

  app.post(
    '/passkeys',
    {
      preHandler: app.staffAccess(),
      config: { rateLimit: CONSOLE_RATE_LIMITS.spendLink },
      schema: {
        operationId: 'consoleRegisterPasskey',
        summary: "Verifies the device's new passkey against its challenge and keeps its public key",
        tags: TAGS,
        body: ZPasskeyRegistrationResponse,
        response: { 201: ZPasskey, ...ERRORS },
      },
    },
    async (request, reply) => {
      const passkey = await passkeys.register(
        staffAccessOf(request),
        rpOf(request),
        request.body,
        deviceLabelOf(firstHeader(request.headers['user-agent'])),
      );
      return reply.status(201).send(passkey);
    },
  );

  app.delete(
    '/passkeys/:passkeyId',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleRemovePasskey',
        summary: "Removes one of the signed-in member's passkeys (anyone else's: 404)",
        tags: TAGS,
        params: z.object({ passkeyId: z.string().max(64) }),
        response: { 204: z.null(), 404: ZApiError },
      },
    },
    async (request, reply) => {
      await passkeys.remove(staffAccessOf(request), request.params.passkeyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/session/passkey/options',
    {
      config: { rateLimit: CONSOLE_RATE_LIMITS.signIn },
      schema: {
        operationId: 'consolePasskeySignInOptions',
        summary: "A sign-in challenge for any staff passkey of the Host's hotel (2 minutes, once)",
        tags: TAGS,
        response: { 200: ZPasskeyAuthenticationOptions, 429: ZApiError },
      },
    },
    async (request) => passkeys.signInOptions(tenantOf(request), rpOf(request)),
  );

  app.post(
    '/session/passkey',
    {
      config: { rateLimit: CONSOLE_RATE_LIMITS.signIn },
      schema: {
        operationId: 'consolePasskeySignIn',
        summary: "Signs a member of the Host's hotel in with a passkey: sets the session cookie",
        tags: TAGS,
        body: ZPasskeyAuthenticationResponse,
        response: { 200: ZStaffMe, 401: ZApiError, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { id, session } = await passkeys.signIn(tenantOf(request), rpOf(request), request.body);
      app.setStaffCookie(request, reply, id);
      return toStaffMe(session);
    },
  );
};
