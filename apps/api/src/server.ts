import { buildApp, DEFAULT_RATE_LIMIT } from './app.ts';
import { deriveSecrets, loadAppSecret } from './auth/secrets.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig, type TServerConfig } from './config.ts';
import { openBackgroundDatabase, openConfiguredDatabase } from './db/open-configured-database.ts';
import { openChangeFeed } from './db/change-feed.ts';
import { prepareDemo } from './db/seed/prepare-demo.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { createViaCepPostcodeDriver } from './adapters/postcode/viacep-postcode-driver.ts';
import { sharedLocalFaceModel } from './adapters/face/local-face-model.ts';
import { createStorageDriver } from './adapters/storage/create-storage-driver.ts';
import { pagarmeSecretKeysFromEnv } from './adapters/payment/create-payment-processors.ts';
import { createMessageDrivers } from './modules/messaging/message-drivers.ts';
import { inProcessFetch } from './modules/sandbox-processor/in-process-fetch.ts';
import { createOutboxWorker } from './modules/messaging/outbox-worker.ts';
import { createHttpWebhookSender } from './modules/webhooks/http-webhook-sender.ts';
import { createStorageSweeper } from './modules/storage/storage-sweep.ts';
import { createRetentionWorker } from './modules/privacy/retention.ts';

function readConfig(): TServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** PAGARME_SECRET_KEY and PAGARME_SECRET_KEY_<HOTEL>, read apart: their names depend on the hotels. */
function readPagarmeSecretKeys() {
  try {
    return pagarmeSecretKeysFromEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = readConfig();
const pagarmeSecretKeys = readPagarmeSecretKeys();
// The pool replaces a connection the server dropped (a restart); the next query waits for the server.
const onConnectionError = (error: Error) => console.error(`database connection lost: ${error.message}`);
const handle = await openConfiguredDatabase(config, { onConnectionError });
// The demo API key everyone can read in the README never enters a production database (decision 188).
// Under the startup lock: two processes starting on an empty database would both seed it.
const demo = await withStartupLock(handle, () =>
  prepareDemo(handle.db, systemClock, { withDemoApiKeys: config.NODE_ENV !== 'production' }),
);

// Each process keeps the hotels' rows in memory while it hears their changes (decision 270).
const companyChanges = await openChangeFeed(handle, 'companies_changed', { onConnectionError });
const secrets = deriveSecrets(loadAppSecret({ appSecret: config.APP_SECRET, dataDir: config.DATA_DIR }));
const storage = createStorageDriver(config, { signingKey: secrets.storageSigningKey, clock: systemClock });
const faceModel = sharedLocalFaceModel();
const app = await buildApp({
  db: handle.db,
  companyChanges,
  faceModel,
  clock: systemClock,
  defaultTenant: config.DEFAULT_TENANT,
  secrets,
  storage,
  trustProxy: config.TRUST_PROXY,
  rateLimit: {
    ...DEFAULT_RATE_LIMIT,
    max: DEFAULT_RATE_LIMIT.max * config.RATE_LIMIT_FACTOR,
    routeMaxFactor: config.RATE_LIMIT_FACTOR,
  },
  searchLock: {
    maxFailures: config.SEARCH_LOCK_MAX_FAILURES,
    windowMinutes: config.SEARCH_LOCK_WINDOW_MINUTES,
  },
  botCheckMaxNumber: config.BOT_CHECK_MAX_NUMBER,
  pinHourlyLimit: config.PIN_HOURLY_LIMIT,
  portalBaseDomain: config.PORTAL_BASE_DOMAIN,
  devMailbox: { isEnabled: config.DEV_MAILBOX, isSmtpOn: Boolean(config.SMTP_URL) },
  webDistDir: config.WEB_DIST_DIR,
  pagarme: { apiUrl: config.PAGARME_API_URL, secretKeys: pagarmeSecretKeys },
  webhookPolicy: { isProduction: config.NODE_ENV === 'production' },
  isStaffCookieAlwaysSecure: config.NODE_ENV === 'production',
  postcodeDriver:
    config.ZIP_PROVIDER === 'viacep'
      ? createViaCepPostcodeDriver({ baseUrl: config.ZIP_PROVIDER_URL })
      : undefined,
  logger:
    config.LOG_LEVEL === 'silent'
      ? false
      : { level: config.LOG_LEVEL, pretty: config.NODE_ENV === 'development' },
});
app.log.info(
  { database: handle.kind, seeded: demo.seeded, demoToday: demo.today, webDist: config.WEB_DIST_DIR },
  'database ready',
);

// The outbox and the sweepers work on a pool of their own (decision 267).
const background = await openBackgroundDatabase(handle, config, { onConnectionError });
const drivers = createMessageDrivers(
  { db: background.db, clock: systemClock, fnrhSandboxFetch: inProcessFetch(app) },
  config,
);
const webhookSender = createHttpWebhookSender({
  db: background.db,
  clock: systemClock,
  signingKey: secrets.webhookSigningKey,
  policy: { isProduction: config.NODE_ENV === 'production' },
});
// Each process's workers hear every process's queued messages and claim them at once (decision 302).
const outboxQueued = await openChangeFeed(handle, 'outbox_queued', { onConnectionError });
// One worker per lane: messages people wait for (PINs, links) never queue behind FNRH exports or webhooks.
const outboxWorkers = (['people', 'systems'] as const).map((lane) =>
  createOutboxWorker({
    db: background.db,
    clock: systemClock,
    ...drivers,
    webhook: webhookSender,
    lane,
    queued: outboxQueued,
    logger: app.log.child({ component: 'outbox', lane }),
  }),
);
const storageSweeper = createStorageSweeper({
  db: background.db,
  storage,
  clock: systemClock,
  logger: app.log.child({ component: 'storage-sweep' }),
});
// Guests' data erased their hotel's chosen days after check-out (decision 203); row locks keep processes apart.
const retentionWorker = createRetentionWorker({
  db: background.db,
  clock: systemClock,
  storage,
  logger: app.log.child({ component: 'retention' }),
});

let isClosing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await Promise.all(outboxWorkers.map((worker) => worker.stop()));
    await outboxQueued.close();
    await storageSweeper.stop();
    await retentionWorker.stop();
    await drivers.mail.close?.();
    await app.close();
    await companyChanges.close();
    await background.close();
    await handle.close();
    clearTimeout(forceExit);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  for (const worker of outboxWorkers) worker.start();
  storageSweeper.start();
  retentionWorker.start();
  // The face model loads in the background, off the first face request's path (decision 120).
  const started = Date.now();
  faceModel.warmUp().then(
    () => app.log.info({ model: faceModel.name, ms: Date.now() - started }, 'face model ready'),
    (error: unknown) => app.log.error({ err: error }, 'face model failed to load'),
  );
  app.log.info(
    {
      mail: drivers.mail.name,
      sms: drivers.sms.name,
      fnrh: drivers.fnrh.name,
      devMailbox: config.DEV_MAILBOX,
    },
    'outbox started',
  );
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await handle.close();
  process.exit(1);
}
