import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS } from '@hospedar/contracts/constants';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZContactInfoResponse } from '@hospedar/contracts/verification/contact-info';
import { ZSendPinRequest, ZSendPinResponse } from '@hospedar/contracts/verification/send-pin';
import {
  ZGuestSession,
  ZPinLinkRequest,
  ZVerifyPinRequest,
} from '@hospedar/contracts/verification/verify-pin';
import { firstHeader } from '../../request-headers.ts';
import { portalOrigin } from './portal-origin.ts';
import type { VerificationService } from './service.ts';
import { tenantOf } from '../../plugins/tenant.ts';

const ZGuestParams = z.object({ id: z.string().uuid() });
const ZVerifyParams = ZGuestParams.extend({ contactId: z.enum(['email', 'mobile']) });

/** Per client address, hotel and route: strangers' calls that reveal or test secrets. */
export const VERIFICATION_RATE_LIMITS = {
  contactInfo: { max: 30, timeWindow: 60_000 },
  sendPin: { max: 10, timeWindow: 60_000 },
  verifyPin: { max: 15, timeWindow: 60_000 },
  pinLink: { max: 15, timeWindow: 60_000 },
} as const;

const ERRORS = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError };

export type VerificationRoutesOptions = {
  verificationService: VerificationService;
  /** PORTAL_BASE_DOMAIN; see portal-origin.ts. */
  portalBaseDomain?: string;
};

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { verificationService, portalBaseDomain },
) => {
  app.get(
    '/clients/:id/contact-info',
    {
      config: { rateLimit: VERIFICATION_RATE_LIMITS.contactInfo },
      schema: {
        operationId: 'getContactInfo',
        summary: "The guest's contacts a PIN can be sent to, masked; 404 means the guest cannot qualify",
        tags: ['verification'],
        params: ZGuestParams,
        response: { 200: ZContactInfoResponse, ...ERRORS },
      },
    },
    async (request) => verificationService.getContactInfo(tenantOf(request), request.params.id),
  );

  app.post(
    '/clients/:id/pin',
    {
      config: { rateLimit: VERIFICATION_RATE_LIMITS.sendPin },
      schema: {
        operationId: 'sendPin',
        summary: 'Sends a PIN and a one-time link to one of the guest’s contacts (bot check required)',
        tags: ['verification'],
        params: ZGuestParams,
        body: ZSendPinRequest,
        response: { 202: ZSendPinResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const origin = portalOrigin({
        protocol: request.protocol,
        host: request.host,
        subdomain: tenantOf(request).subdomain,
        baseDomain: portalBaseDomain,
      });
      const answer = await verificationService.sendPin({
        tenant: tenantOf(request),
        guestId: request.params.id,
        body: request.body,
        origin,
        langHeader: firstHeader(request.headers[HEADERS.lang]),
      });
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/clients/:id/pin/:contactId/verify',
    {
      config: { rateLimit: VERIFICATION_RATE_LIMITS.verifyPin },
      schema: {
        operationId: 'verifyPin',
        summary: 'Checks the PIN; a right one answers a guest token (50 minutes)',
        tags: ['verification'],
        params: ZVerifyParams,
        body: ZVerifyPinRequest,
        response: { 200: ZGuestSession, ...ERRORS },
      },
    },
    async (request) =>
      verificationService.verifyCode({
        tenant: tenantOf(request),
        guestId: request.params.id,
        contactId: request.params.contactId,
        code: request.body.verificationCode,
      }),
  );

  app.post(
    '/clients/pin-link',
    {
      config: { rateLimit: VERIFICATION_RATE_LIMITS.pinLink },
      schema: {
        operationId: 'verifyPinLink',
        summary: 'The guest-by-hash call: a live link from the PIN message answers a guest token once',
        tags: ['verification'],
        body: ZPinLinkRequest,
        response: { 200: ZGuestSession, ...ERRORS },
      },
    },
    async (request) => verificationService.verifyLink(tenantOf(request), request.body),
  );
};
