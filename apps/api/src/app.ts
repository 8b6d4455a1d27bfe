import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import { fastifyTrustProxy, type TTrustProxy } from './trust-proxy.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/client.ts';
import type { PostcodeDriver } from './adapters/postcode/postcode-driver.ts';
import { createLocalStorageDriver } from './adapters/storage/local-storage-driver.ts';
import type { StorageDriver } from './adapters/storage/storage-driver.ts';
import type { FaceModel } from './adapters/face/face-model.ts';
import { sharedLocalFaceModel } from './adapters/face/local-face-model.ts';
import { biometricsModule } from './modules/biometrics/module.ts';
import documentScanAuthPlugin from './plugins/document-scan-auth.ts';
import { createTenantService } from './modules/tenant/service.ts';
import type { ApiModule, ModuleDeps } from './modules/module.ts';
import { botCheckModule } from './modules/bot-check/module.ts';
import { createBotCheckService } from './modules/bot-check/service.ts';
import { configModule } from './modules/config/module.ts';
import { devGuestControlModule } from './modules/dev-guest-control/module.ts';
import { devHotelExportsModule } from './modules/dev-hotel-exports/module.ts';
import { devMailboxModule } from './modules/dev-mailbox/module.ts';
import { documentsModule } from './modules/documents/module.ts';
import { geoModule } from './modules/geo/module.ts';
import { guestControlModule } from './modules/guest-control/module.ts';
import { guestsModule } from './modules/guests/module.ts';
import { healthModule } from './modules/health/module.ts';
import { paymentModule } from './modules/payment/module.ts';
import { notifyModule } from './modules/notify/module.ts';
import { preferencesModule } from './modules/preferences/module.ts';
import { ratingModule } from './modules/rating/module.ts';
import { reservationsModule } from './modules/reservations/module.ts';
import { searchModule } from './modules/search/module.ts';
import type { SearchLockSettings } from './modules/search/search-lock.ts';
import { storageModule } from './modules/storage/module.ts';
import { tenantModule } from './modules/tenant/module.ts';
import { termsModule } from './modules/terms/module.ts';
import { trackingModule } from './modules/tracking/module.ts';
import { verificationModule } from './modules/verification/module.ts';
import { webauthnModule } from './modules/webauthn/module.ts';

import compressionPlugin from './plugins/compression.ts';
import errorsPlugin from './plugins/errors.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import { loggerOptions, type LoggerSetting } from './plugins/logger.ts';
import openApiPlugin from './plugins/openapi.ts';
import rateLimitPlugin, { type RateLimitOptions } from './plugins/rate-limit.ts';
import requestIdPlugin, { requestIdFor } from './plugins/request-id.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import staticSpaPlugin, { spaFallback } from './plugins/static-spa.ts';
import { portalPagesFor } from './modules/portal-page/portal-pages-for.ts';
import tenantPlugin from './plugins/tenant.ts';
import guestAuthPlugin from './plugins/guest-auth.ts';
import guestAccessPlugin from './plugins/guest-access.ts';
import integrationAccessPlugin from './plugins/integration-access.ts';
import staffAccessPlugin from './plugins/staff-access.ts';
import fastifyCookie from '@fastify/cookie';
import { consoleModule } from './modules/console/module.ts';
import { integrationModule } from './modules/integration/module.ts';
import type { WebhookNetworkPolicy } from './modules/webhooks/network-policy.ts';
import { deriveSecrets, type AppSecrets } from './auth/secrets.ts';
import { brandModule } from './modules/brand/module.ts';
import { SANDBOX_PROCESSOR_PREFIX, sandboxProcessorModule } from './modules/sandbox-processor/module.ts';
import { fnrhDigitalModule } from './modules/fnrh-digital/module.ts';
import { FNRH_SANDBOX_PREFIX, fnrhDigitalSandboxModule } from './modules/fnrh-digital-sandbox/module.ts';
import { sandboxSecretKeyFor } from './modules/sandbox-processor/accounts.ts';
import { inProcessFetch, SANDBOX_INTERNAL_BASE_URL } from './modules/sandbox-processor/in-process-fetch.ts';
import {
  createPaymentProcessors,
  type PagarmeSecretKeys,
} from './adapters/payment/create-payment-processors.ts';
import { DEFAULT_PIN_HOURLY_LIMIT } from './modules/verification/pin-rules.ts';

export type AppDeps = {
  db: Database;
  /**
   * The `companies_changed` notifications of `db`'s database (openChangeFeed): with them each process keeps
   * the hotels' rows in memory (decision 270); without them every request reads its hotel's row.
   */
  companyChanges?: ChangeFeed;
  clock?: Clock;
  /** Subdomain of the tenant served on localhost, an IP or a one-label host when none is is_default. */
  defaultTenant?: string;
  /** The built portal (apps/web/dist); when missing, pages answer a hint to run the build. */
  webDistDir: string;
  /** Where the portal's public files (the hotels' logos) are read for e-mails; webDistDir by default. */
  portalFilesDir?: string;
  logger?: LoggerSetting;
  rateLimit?: RateLimitOptions;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
  /** Signing keys; without them, random ones for this instance (tokens die with it). */
  secrets?: AppSecrets;
  /**
   * Whose X-Forwarded-For entries name the client (TRUST_PROXY): the number of proxies in front, or their
   * addresses; false (the default) takes the socket's address.
   */
  trustProxy?: TTrustProxy;
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
  /** The face model (decision 120); by default the process's one Human model, loaded on first use. */
  faceModel?: FaceModel;
  /**
   * Pagar.me's API and secret keys (PAGARME_API_URL, PAGARME_SECRET_KEY, PAGARME_SECRET_KEY_<HOTEL>),
   * for hotels whose `rules.payment.processor` is 'pagarme'; none by default (decision 92).
   */
  pagarme?: { apiUrl: string; secretKeys: PagarmeSecretKeys };
  /** Where hotels' webhooks may point (decision 143): production refuses private networks. */
  webhookPolicy?: WebhookNetworkPolicy;
  /** The console's session cookie is Secure on plain http too (production; decision 192). */
  isStaffCookieAlwaysSecure?: boolean;
};

/** Pagar.me Core API v5's production base URL. */
export const PAGARME_API_URL = 'https://api.pagar.me/core/v5';

/** The API under /api, module by module (each registers its own routes: modules/<name>/module.ts). */
const API_MODULES: readonly ApiModule[] = [
  healthModule,
  tenantModule,
  configModule,
  termsModule,
  ratingModule,
  geoModule,
  botCheckModule,
  searchModule,
  reservationsModule,
  guestsModule,
  fnrhDigitalModule,
  storageModule,
  documentsModule,
  biometricsModule,
  verificationModule,
  webauthnModule,
  preferencesModule,
  guestControlModule,
  trackingModule,
  notifyModule,
  paymentModule,
  brandModule,
  integrationModule,
  consoleModule,
];

/** The development pages, each answering 404 unless DEV_MAILBOX turns them on. */
const DEV_MODULES: readonly ApiModule[] = [devMailboxModule, devHotelExportsModule, devGuestControlModule];

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
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    // Hosts like MARAZUL.localhost reach the same routes; paths are matched case-sensitively.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tenantService = createTenantService({
    db: deps.db,
    defaultTenant: deps.defaultTenant ?? 'solnascente',
    companyChanges: deps.companyChanges,
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
  await app.register(errorsPlugin, {
    pageFallback: spaFallback(
      deps.webDistDir,
      portalPagesFor(deps.webDistDir, tenantService, clock, app.log),
    ),
  });
  await app.register(jsonBodyPlugin);
  await app.register(tenantPlugin, { tenantService });
  await app.register(guestAuthPlugin, { key: secrets.guestTokenKey, clock });
  await app.register(documentScanAuthPlugin, { key: secrets.documentScanTokenKey, clock });
  await app.register(guestAccessPlugin, { db: deps.db, clock });
  await app.register(integrationAccessPlugin, { db: deps.db, clock });
  await app.register(fastifyCookie);
  await app.register(staffAccessPlugin, {
    db: deps.db,
    clock,
    isCookieAlwaysSecure: deps.isStaffCookieAlwaysSecure ?? false,
  });
  await app.register(openApiPlugin);

  const moduleDeps: ModuleDeps = {
    db: deps.db,
    clock,
    secrets,
    storage,
    faceModel: deps.faceModel ?? sharedLocalFaceModel(),
    botCheck: createBotCheckService({
      db: deps.db,
      clock,
      hmacKey: secrets.botCheckHmacKey,
      maxNumber: deps.botCheckMaxNumber,
    }),
    tenantService,
    portalBaseDomain: deps.portalBaseDomain,
    searchLock: deps.searchLock,
    pinHourlyLimit: deps.pinHourlyLimit ?? DEFAULT_PIN_HOURLY_LIMIT,
    postcodeDriver: deps.postcodeDriver,
    payments: createPaymentProcessors({
      pagarme: deps.pagarme ?? {
        apiUrl: PAGARME_API_URL,
        secretKeys: { defaultKey: undefined, bySubdomain: {} },
      },
      sandbox: {
        baseUrl: SANDBOX_INTERNAL_BASE_URL,
        fetchImpl: inProcessFetch(app),
        secretKeyFor: (publicKey) => sandboxSecretKeyFor(secrets.sandboxProcessorKey, publicKey),
      },
    }),
    portalFilesDir: deps.portalFilesDir ?? deps.webDistDir,
    webhookPolicy: deps.webhookPolicy ?? { isProduction: false },
    devPages: {
      isEnabled: deps.devMailbox?.isEnabled ?? false,
      isSmtpOn: deps.devMailbox?.isSmtpOn ?? false,
    },
  };
  await app.register(
    async (api) => {
      for (const apiModule of API_MODULES) await api.register(apiModule, moduleDeps);
    },
    { prefix: '/api' },
  );
  for (const devModule of DEV_MODULES) await app.register(devModule, moduleDeps);
  // The sandbox payment processor answers outside /api, as an external service would (decision 93).
  await app.register(async (sandbox) => sandbox.register(sandboxProcessorModule, moduleDeps), {
    prefix: SANDBOX_PROCESSOR_PREFIX,
  });
  // The FNRH Digital contract server, likewise outside /api (decision 155).
  await app.register(async (sandbox) => sandbox.register(fnrhDigitalSandboxModule, moduleDeps), {
    prefix: FNRH_SANDBOX_PREFIX,
  });
  await app.register(staticSpaPlugin, { webDistDir: deps.webDistDir });
  return app;
}
