import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZGuestSession } from '@hospedar/contracts/verification/verify-pin';
import {
  ZListPasskeysResponse,
  ZPasskey,
  ZPasskeyAuthenticateRequest,
  ZPasskeyAuthenticationOptions,
  ZPasskeyAuthenticationResponse,
  ZPasskeyParams,
  ZPasskeyRegistrationOptions,
  ZPasskeyRegistrationResponse,
} from '@hospedar/contracts/webauthn/passkeys';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { firstHeader } from '../../request-headers.ts';
import { deviceLabelOf } from './device-label.ts';
import { relyingPartyOf } from './relying-party.ts';
import type { WebauthnService } from './service.ts';

/**
 * Per client address, hotel and route. The sign-in calls are a stranger's, as the PIN's are
 * (verification/routes.ts); registering and the list need a token, and take a handful a stay.
 */
export const WEBAUTHN_RATE_LIMITS = {
  authenticate: { max: 15, timeWindow: 60_000 },
  authenticateResponse: { max: 15, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60_000 },
  credentials: { max: 30, timeWindow: 60_000 },
} as const;

const ERRORS = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };
const TAGS = ['verification'];

export type WebauthnRoutesOptions = {
  webauthnService: WebauthnService;
  /** PORTAL_BASE_DOMAIN; see relying-party.ts. */
  portalBaseDomain?: string;
};

export const webauthnRoutes: FastifyPluginAsyncZod<WebauthnRoutesOptions> = async (
  app,
  { webauthnService, portalBaseDomain },
) => {
  const rpOf = (request: FastifyRequest) =>
    relyingPartyOf({
      protocol: request.protocol,
      host: request.host,
      tenant: tenantOf(request),
      baseDomain: portalBaseDomain,
    });

  app.post(
    '/webauthn/register',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: WEBAUTHN_RATE_LIMITS.register },
      schema: {
        operationId: 'passkeyRegistrationOptions',
        summary:
          'Options for a new passkey of the verified guest, for this hotel’s host (a single-use challenge, 2 minutes)',
        tags: TAGS,
        response: { 200: ZPasskeyRegistrationOptions, ...ERRORS },
      },
    },
    async (request) => webauthnService.registrationOptions(guestAccessOf(request), rpOf(request)),
  );

  app.post(
    '/webauthn/register-response',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: WEBAUTHN_RATE_LIMITS.register },
      schema: {
        operationId: 'passkeyRegister',
        summary: 'Verifies the device’s new passkey against its challenge and keeps its public key',
        tags: TAGS,
        body: ZPasskeyRegistrationResponse,
        response: { 201: ZPasskey, ...ERRORS },
      },
    },
    async (request, reply) => {
      const passkey = await webauthnService.register({
        access: guestAccessOf(request),
        rp: rpOf(request),
        response: request.body,
        deviceLabel: deviceLabelOf(firstHeader(request.headers['user-agent'])),
      });
      return reply.status(201).send(passkey);
    },
  );

  app.get(
    '/webauthn/credentials',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: WEBAUTHN_RATE_LIMITS.credentials },
      schema: {
        operationId: 'listPasskeys',
        summary: 'The verified guest’s passkeys at this hotel (device, synced, created, last used)',
        tags: TAGS,
        response: { 200: ZListPasskeysResponse, ...ERRORS },
      },
    },
    async (request) => ({ passkeys: await webauthnService.list(guestAccessOf(request)) }),
  );

  app.delete(
    '/webauthn/credentials/:credentialId',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: WEBAUTHN_RATE_LIMITS.credentials },
      schema: {
        operationId: 'deletePasskey',
        summary: 'Removes one of the verified guest’s passkeys; anyone else’s answers 404 PASSKEY_NOT_FOUND',
        tags: TAGS,
        params: ZPasskeyParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await webauthnService.remove(guestAccessOf(request), request.params.credentialId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webauthn/authenticate',
    {
      config: { rateLimit: WEBAUTHN_RATE_LIMITS.authenticate },
      schema: {
        operationId: 'passkeyAuthenticationOptions',
        summary:
          'Options to sign the guest in with a passkey made at this host; 404 PASSKEY_NOT_FOUND when there is none',
        tags: TAGS,
        body: ZPasskeyAuthenticateRequest,
        response: { 200: ZPasskeyAuthenticationOptions, ...ERRORS },
      },
    },
    async (request) =>
      webauthnService.authenticationOptions({
        tenant: tenantOf(request),
        rp: rpOf(request),
        guestId: request.body.guestId,
      }),
  );

  app.post(
    '/webauthn/authenticate-response',
    {
      config: { rateLimit: WEBAUTHN_RATE_LIMITS.authenticateResponse },
      schema: {
        operationId: 'passkeyAuthenticate',
        summary:
          'Checks the passkey’s signature of its challenge; a right one answers a guest token (50 minutes)',
        tags: TAGS,
        body: ZPasskeyAuthenticationResponse,
        response: { 200: ZGuestSession, ...ERRORS },
      },
    },
    async (request) =>
      webauthnService.authenticate({
        tenant: tenantOf(request),
        rp: rpOf(request),
        response: request.body,
      }),
  );
};
