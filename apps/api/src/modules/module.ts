import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProcessors } from '../adapters/payment/payment-processor.ts';
import type { PostcodeDriver } from '../adapters/postcode/postcode-driver.ts';
import type { FaceModel } from '../adapters/face/face-model.ts';
import type { StorageDriver } from '../adapters/storage/storage-driver.ts';
import type { AppSecrets } from '../auth/secrets.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { BotCheckService } from './bot-check/service.ts';
import type { SearchLockSettings } from './search/search-lock.ts';
import type { TenantService } from './tenant/service.ts';
import type { WebhookNetworkPolicy } from './webhooks/network-policy.ts';

/**
 * What every module is built from (decision 41): the shared resources and settings buildApp resolves
 * once. A module takes what it needs, creates its own services and registers its own routes.
 */
export type ModuleDeps = {
  db: Database;
  clock: Clock;
  secrets: AppSecrets;
  storage: StorageDriver;
  /** The face model of the biometrics (decision 120), loaded on its first use. */
  faceModel: FaceModel;
  /** Shared by the bot-check routes, the search and the PIN request (one pruning schedule). */
  botCheck: BotCheckService;
  tenantService: TenantService;
  portalBaseDomain: string | undefined;
  searchLock: SearchLockSettings | undefined;
  pinHourlyLimit: number;
  postcodeDriver: PostcodeDriver | undefined;
  /** Each hotel's payment processor (decision 91): `payments.forCompany(company)`. */
  payments: PaymentProcessors;
  /** The portal's public files (the hotels' SVG logos, rendered as PNG for e-mails). */
  portalFilesDir: string;
  /** Where hotels' webhooks may point (decision 143). */
  webhookPolicy: WebhookNetworkPolicy;
  /** The development pages (mailbox, hotel exports, guest control), off unless DEV_MAILBOX. */
  devPages: { isEnabled: boolean; isSmtpOn: boolean };
};

/** A module of the API: a Fastify plugin registered with the shared dependencies. */
export type ApiModule = FastifyPluginAsync<ModuleDeps>;
