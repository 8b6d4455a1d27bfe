import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBiometricConsentRequest,
  ZBiometricsParams,
  ZBiometricsStatus,
  ZBiometricsWithdrawal,
} from '@hospedar/contracts/biometrics/consent';
import {
  ZIndexBiometricsRequest,
  ZIndexBiometricsResponse,
} from '@hospedar/contracts/biometrics/index-biometrics';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { BiometricsService } from './biometrics-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
/** The token's own adult guest: anyone else's id, a minor's included, answers 404. */
const ownAdultGuest = { guestParam: 'id', isSelfOnly: true, isAdultOnly: true } as const;

export const biometricsRoutes: FastifyPluginAsyncZod<{ biometricsService: BiometricsService }> = async (
  app,
  { biometricsService },
) => {
  app.get(
    '/clients/:id/biometrics',
    {
      preHandler: app.guestAccess(ownAdultGuest),
      schema: {
        operationId: 'getBiometrics',
        summary: "The guest's consent to facial biometrics and whether a face is registered",
        tags: ['biometrics'],
        params: ZBiometricsParams,
        response: { 200: ZBiometricsStatus, ...errors },
      },
    },
    async (request) => biometricsService.status(guestAccessOf(request)),
  );

  app.put(
    '/clients/:id/biometrics/consent',
    {
      preHandler: app.guestAccess(ownAdultGuest),
      schema: {
        operationId: 'giveBiometricConsent',
        summary: "Records the guest's explicit consent (LGPD art. 11) before any face is stored",
        description: 'A refusal is no call: nothing is stored.',
        tags: ['biometrics'],
        params: ZBiometricsParams,
        body: ZBiometricConsentRequest,
        response: { 200: ZBiometricsStatus, ...errors },
      },
    },
    async (request) => biometricsService.consent(guestAccessOf(request), request.body),
  );

  app.delete(
    '/clients/:id/biometrics',
    {
      preHandler: app.guestAccess(ownAdultGuest),
      schema: {
        operationId: 'withdrawBiometricConsent',
        summary: 'Withdraws the consent: every face template and face image of the guest is deleted',
        tags: ['biometrics'],
        params: ZBiometricsParams,
        response: { 200: ZBiometricsWithdrawal, ...errors },
      },
    },
    async (request) => biometricsService.withdraw(guestAccessOf(request)),
  );

  app.post(
    '/clients/index-biometrics',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: ROUTE_RATE_LIMITS.faceIndex },
      schema: {
        operationId: 'indexBiometrics',
        summary: "Registers the guest's face from an uploaded image (consent first)",
        description:
          'Upload the image first with GET /api/storage?path=<guestId>/recognition. Refused with 409 ' +
          'BIOMETRIC_CONSENT_REQUIRED without a current consent, 400 POOR_IMAGE_QUALITY (details.issues) ' +
          'when the face is unfit; the face model runs on this server.',
        tags: ['biometrics'],
        body: ZIndexBiometricsRequest,
        response: {
          200: ZIndexBiometricsResponse,
          ...errors,
          409: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) => biometricsService.index(guestAccessOf(request), request.body),
  );
};
