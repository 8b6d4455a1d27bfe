import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy.ts';

/** The repository root, so relative paths mean the same whatever the workspace's cwd is. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const resolveFromRepo = (value: string) => path.resolve(REPO_ROOT, value);

const ZServerConfigFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where PGlite keeps its files (DATA_DIR/pglite) when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data').transform(resolveFromRepo),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, 'Must start with postgres:// or postgresql://')
    .optional(),
  /**
   * PostgreSQL connections a process opens for requests; the outbox and the sweepers use 3 more of their
   * own (decision 267), so N processes need N x (this + 3) of the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist').transform(resolveFromRepo),
  /** One secret from which token and bot-check keys are derived; made and kept in DATA_DIR when unset. */
  APP_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  /** Behind proxies you run: their number or addresses, so X-Forwarded-For names the guest's address. */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /** Failed searches from one client to one hotel, within the window, that lock its searches. */
  SEARCH_LOCK_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  SEARCH_LOCK_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Multiplies every rate limit (global and per route): for end-to-end and load tests on one address. */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Bot-check difficulty: the largest number the browser may have to try (about 1 s on a mid-range phone). */
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Must be a lowercase subdomain')
    .default('solnascente'),
  /** /dev/mailbox: what the local mail and SMS drivers kept. Default: on unless NODE_ENV=production. */
  DEV_MAILBOX: z.enum(['true', 'false']).optional(),
  /** SMTP relay for e-mail (smtp://user:pass@host:587 or smtps://…:465); unset keeps mail in the dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'Must look like smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hospedar <no-reply@hospedar.localhost>'),
  /** HTTP SMS gateway (apps/api/src/adapters/sms/README.md); unset keeps SMS in the dev mailbox. */
  SMS_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'Must be an http(s) URL')
    .optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** PINs one guest may receive per hour. */
  PIN_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100).default(6),
  /** When set, links in messages point at https://<subdomain>.<this>, never at the request's Host. */
  PORTAL_BASE_DOMAIN: z
    .string()
    .regex(
      /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/,
      'Must be a host name such as hospedar.example.com',
    )
    .optional(),
  /** Where zip codes missing from the zip_codes table are asked: 'local' (nowhere) or 'viacep'. */
  ZIP_PROVIDER: z.enum(['local', 'viacep']).default('local'),
  ZIP_PROVIDER_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'Must be an http(s) URL')
    .default('https://viacep.com.br/ws'),
  /** Pagar.me Core API v5 (decision 92), for hotels whose rules.payment.processor is 'pagarme'. */
  PAGARME_API_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'Must be an http(s) URL')
    .default('https://api.pagar.me/core/v5'),
  /** Where document images and photos go: 'local' (DATA_DIR/storage) or 's3' (the S3_* bucket). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible endpoint (MinIO, R2, Ceph…); unset for AWS S3 itself. */
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'Must be an http(s) URL')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** 'true' puts the bucket in the path (http://host/bucket/key), as most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** What STORAGE_DRIVER=s3 cannot run without. */
const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The environment, with the defaults that depend on other values (DEV_MAILBOX on NODE_ENV). */
export const ZServerConfig = ZServerConfigFields.superRefine((config, context) => {
  const s3Given = [...S3_REQUIRED, 'S3_ENDPOINT' as const].filter((name) => config[name] !== undefined);
  // A half-configured bucket must stop the start, whichever driver is chosen.
  if (config.STORAGE_DRIVER === 's3' || s3Given.length > 0) {
    for (const name of S3_REQUIRED) {
      if (config[name] !== undefined) continue;
      const why =
        config.STORAGE_DRIVER === 's3' ? 'Required with STORAGE_DRIVER=s3' : 'Required with the other S3_*';
      context.addIssue({ code: 'custom', path: [name], message: why });
    }
  }
  if (config.STORAGE_DRIVER === 'local' && s3Given.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['STORAGE_DRIVER'],
      message: 'S3_* variables are set: set STORAGE_DRIVER=s3 to use them, or unset them',
    });
  }
  if (config.NODE_ENV !== 'production') return;
  // Links in messages must never follow a request's Host header, and every process must share keys.
  if (!config.PORTAL_BASE_DOMAIN) {
    context.addIssue({ code: 'custom', path: ['PORTAL_BASE_DOMAIN'], message: 'Required in production' });
  }
  if (!config.APP_SECRET) {
    context.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'Required in production' });
  }
}).transform((config) => ({
  ...config,
  DEV_MAILBOX: config.DEV_MAILBOX ? config.DEV_MAILBOX === 'true' : config.NODE_ENV !== 'production',
}));
export type TServerConfig = z.infer<typeof ZServerConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZServerConfig.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    ),
  );
}
