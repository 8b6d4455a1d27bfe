import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { configRoutes } from './modules/config/routes.ts';
import { createConfigService } from './modules/config/service.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { createGeoService } from './modules/geo/service.ts';
import { zipRoutes } from './modules/geo/zip-routes.ts';
import { createZipService } from './modules/geo/zip-service.ts';
import type { PostcodeDriver } from './adapters/postcode/postcode-driver.ts';
import { createLocalStorageDriver, isLocalStorageDriver } from './adapters/storage/local-storage-driver.ts';
import type { StorageDriver } from './adapters/storage/storage-driver.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { createDocumentImagesService } from './modules/documents/document-images-service.ts';
import { createReplaceDocumentsService } from './modules/documents/replace-documents-service.ts';
import { createScanLinkService } from './modules/documents/scan-link-service.ts';
import { createLocalFileService } from './modules/storage/local-file-service.ts';
import { localStorageRoutes } from './modules/storage/local-routes.ts';
import { createLocalUploadService } from './modules/storage/local-upload-service.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { createUploadFormService } from './modules/storage/upload-form-service.ts';
import documentScanAuthPlugin from './plugins/document-scan-auth.ts';
import { fnrhRoutes } from './modules/guests/fnrh-routes.ts';
import { createFnrhService } from './modules/guests/fnrh-service.ts';
import { guestRoutes } from './modules/guests/routes.ts';
import { createGuestService } from './modules/guests/service.ts';
import { signatureRoutes } from './modules/guests/signature-routes.ts';
import { createSignatureService } from './modules/guests/signature-service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createHealthService } from './modules/health/service.ts';
import { tenantRoutes } from './modules/tenant/routes.ts';
import { createTenantService } from './modules/tenant/service.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { createTermsService } from './modules/terms/service.ts';
import { createSendTermsService } from './modules/terms/send-terms-service.ts';
import { ratingRoutes } from './modules/rating/routes.ts';
import { createRatingService } from './modules/rating/service.ts';
import compressionPlugin from './plugins/compression.ts';
import errorsPlugin from './plugins/errors.ts';
import { loggerOptions, type LoggerSetting } from './plugins/logger.ts';
import openApiPlugin from './plugins/openapi.ts';
import rateLimitPlugin, { type RateLimitOptions } from './plugins/rate-limit.ts';
import requestIdPlugin, { requestIdFor } from './plugins/request-id.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import staticSpaPlugin, { spaFallback } from './plugins/static-spa.ts';
import tenantPlugin from './plugins/tenant.ts';
import guestAuthPlugin from './plugins/guest-auth.ts';
import guestAccessPlugin from './plugins/guest-access.ts';
import { deriveSecrets, type AppSecrets } from './auth/secrets.ts';
import { botCheckRoutes } from './modules/bot-check/routes.ts';
import { createBotCheckService } from './modules/bot-check/service.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { createReservationService } from './modules/reservations/service.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createSearchLock, type SearchLockSettings } from './modules/search/search-lock.ts';
import { createSearchService } from './modules/search/service.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { createDevHotelExportsRepository } from './modules/dev-hotel-exports/repository.ts';
import { devHotelExportsRoutes } from './modules/dev-hotel-exports/routes.ts';
import { createDevMailboxRepository } from './modules/dev-mailbox/repository.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { createVerificationService } from './modules/verification/service.ts';
import { DEFAULT_PIN_HOURLY_LIMIT } from './modules/verification/pin-rules.ts';
import { devGuestControlRoutes } from './modules/dev-guest-control/routes.ts';
import { guestControlRoutes } from './modules/guest-control/routes.ts';
import { createGuestControlService } from './modules/guest-control/service.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { createPreferencesService } from './modules/preferences/service.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { createTrackingService } from './modules/tracking/service.ts';
import { notifyRoutes } from './modules/notify/routes.ts';
import { createNotifyService } from './modules/notify/service.ts';
import { directEntryRoutes } from './modules/verification/direct-entry-routes.ts';
import { createDirectEntryService } from './modules/verification/direct-entry-service.ts';

export type AppDeps = {
  db: Database;
  clock?: Clock;
  /** Subdomain of the tenant served on localhost, an IP or a one-label host when none is is_default. */
  defaultTenant?: string;
  /** The built portal (apps/web/dist); when missing, pages answer a hint to run the build. */
  webDistDir: string;
  logger?: LoggerSetting;
  rateLimit?: RateLimitOptions;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
  /** Signing keys; without them, random ones for this instance (tokens die with it). */
  secrets?: AppSecrets;
  /** Trust X-Forwarded-For for the client address: only behind a proxy you run. */
  trustProxy?: boolean;
  /** Search lock: failed searches within the window that lock a client out (default 5 in 15 minutes). */
  searchLock?: SearchLockSettings;
  /** Bot-check difficulty (largest number of a challenge); tests use a tiny one. */
  botCheckMaxNumber?: number;
  /** PINs one guest may receive per hour (PIN_HOURLY_LIMIT, default 6). */
  pinHourlyLimit?: number;
  /** PORTAL_BASE_DOMAIN: links in messages use https://<subdomain>.<it> instead of the request's Host. */
  portalBaseDomain?: string;
  /** /dev/mailbox (DEV_MAILBOX); off by default here, so only servers that ask for it show it. */
  devMailbox?: { isEnabled: boolean; isSmtpOn: boolean };
  /** Remote postcode service asked when the zip_codes table has no answer (ZIP_PROVIDER); none by default. */
  postcodeDriver?: PostcodeDriver;
  /**
   * Where document images and photos are kept (STORAGE_DRIVER); by default the local driver in a new
   * folder of the system's temporary directory, made when the first file arrives.
   */
  storage?: StorageDriver;
};

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 300, timeWindowMs: 60_000 };

/** The whole API as a Fastify instance, ready for `inject` or `listen`; it never listens itself. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const secrets = deps.secrets ?? deriveSecrets(randomBytes(32).toString('hex'));
  const storage =
    deps.storage ??
    createLocalStorageDriver({
      root: path.join(os.tmpdir(), `hospedar-storage-${randomUUID()}`),
      signingKey: secrets.storageSigningKey,
      clock,
    });
  const app = Fastify({
    logger: loggerOptions(deps.logger ?? false),
    genReqId: requestIdFor,
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    trustProxy: deps.trustProxy ?? false,
    // Hosts like MARAZUL.localhost reach the same routes; paths are matched case-sensitively.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tenantService = createTenantService({
    db: deps.db,
    defaultTenant: deps.defaultTenant ?? 'solnascente',
  });

  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, {
    ...(deps.rateLimit ?? DEFAULT_RATE_LIMIT),
    db: deps.db,
    clock,
    pepper: secrets.hashPepper,
  });
  await app.register(errorsPlugin, { pageFallback: spaFallback(deps.webDistDir) });
  await app.register(tenantPlugin, { tenantService });
  await app.register(guestAuthPlugin, { key: secrets.guestTokenKey, clock });
  await app.register(documentScanAuthPlugin, { key: secrets.documentScanTokenKey, clock });
  await app.register(guestAccessPlugin, { db: deps.db });
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { healthService: createHealthService({ db: deps.db }) });
      await api.register(tenantRoutes, { tenantService });
      await api.register(configRoutes, { configService: createConfigService({ db: deps.db, clock }) });
      await api.register(termsRoutes, {
        termsService: createTermsService({ db: deps.db }),
        sendTermsService: createSendTermsService({ db: deps.db, clock }),
      });
      await api.register(ratingRoutes, { ratingService: createRatingService({ db: deps.db, clock }) });
      await api.register(geoRoutes, { geoService: createGeoService() });
      await api.register(zipRoutes, {
        zipService: createZipService({ db: deps.db, remote: deps.postcodeDriver }),
      });
      const botCheckService = createBotCheckService({
        db: deps.db,
        clock,
        hmacKey: secrets.botCheckHmacKey,
        maxNumber: deps.botCheckMaxNumber,
      });
      await api.register(botCheckRoutes, { botCheckService });
      const searchLock = createSearchLock({ db: deps.db, clock, settings: deps.searchLock });
      await api.register(searchRoutes, {
        searchService: createSearchService({
          db: deps.db,
          botCheck: botCheckService,
          searchLock,
          hashPepper: secrets.hashPepper,
        }),
      });
      await api.register(reservationRoutes, {
        reservationService: createReservationService({ db: deps.db }),
      });
      await api.register(guestRoutes, {
        guestService: createGuestService({ db: deps.db, clock, storage }),
      });
      await api.register(storageRoutes, {
        uploadFormService: createUploadFormService({ clock, storage }),
      });
      if (isLocalStorageDriver(storage)) {
        await api.register(localStorageRoutes, {
          uploadService: createLocalUploadService({ storage, clock }),
          fileService: createLocalFileService({ storage, clock }),
        });
      }
      await api.register(documentRoutes, {
        replaceDocumentsService: createReplaceDocumentsService({ db: deps.db, clock, storage }),
        documentImagesService: createDocumentImagesService({ db: deps.db, clock, storage }),
        scanLinkService: createScanLinkService({ clock, key: secrets.documentScanTokenKey }),
        portalBaseDomain: deps.portalBaseDomain,
      });
      await api.register(fnrhRoutes, { fnrhService: createFnrhService({ db: deps.db, clock }) });
      await api.register(signatureRoutes, {
        signatureService: createSignatureService({ db: deps.db, clock }),
      });
      await api.register(verificationRoutes, {
        verificationService: createVerificationService({
          db: deps.db,
          clock,
          botCheck: botCheckService,
          secrets,
          pinHourlyLimit: deps.pinHourlyLimit ?? DEFAULT_PIN_HOURLY_LIMIT,
        }),
        portalBaseDomain: deps.portalBaseDomain,
      });
      await api.register(preferencesRoutes, {
        preferencesService: createPreferencesService({ db: deps.db, clock }),
      });
      await api.register(guestControlRoutes, {
        guestControlService: createGuestControlService({
          db: deps.db,
          clock,
          rootKey: secrets.guestControlKey,
        }),
        portalBaseDomain: deps.portalBaseDomain,
      });
      await api.register(trackingRoutes, { trackingService: createTrackingService({ db: deps.db, clock }) });
      await api.register(notifyRoutes, {
        notifyService: createNotifyService({ db: deps.db, clock }),
        portalBaseDomain: deps.portalBaseDomain,
      });
      await api.register(directEntryRoutes, {
        directEntryService: createDirectEntryService({ db: deps.db, clock }),
      });
    },
    { prefix: '/api' },
  );

  await app.register(devMailboxRoutes, {
    isEnabled: deps.devMailbox?.isEnabled ?? false,
    isSmtpOn: deps.devMailbox?.isSmtpOn ?? false,
    repository: createDevMailboxRepository(deps.db),
  });
  await app.register(devHotelExportsRoutes, {
    isEnabled: deps.devMailbox?.isEnabled ?? false,
    repository: createDevHotelExportsRepository(deps.db),
    resolveTenant: (host) => tenantService.resolveFromHost(host),
  });
  await app.register(devGuestControlRoutes, {
    isEnabled: deps.devMailbox?.isEnabled ?? false,
    clock,
    rootKey: secrets.guestControlKey,
    resolveTenant: (host) => tenantService.resolveFromHost(host),
  });
  await app.register(staticSpaPlugin, { webDistDir: deps.webDistDir });
  return app;
}
