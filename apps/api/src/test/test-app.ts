import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'drizzle-orm/logger';
import { buildApp, type AppDeps } from '../app.ts';
import { TEST_SECRETS } from '../auth/secrets.ts';
import { dateInTimeZone, type Clock } from '../clock.ts';
import { openChangeFeed } from '../db/change-feed.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed-demo-data.ts';
import { createTestDb } from './test-db.ts';

/** Bot-check challenges tests solve in a blink. */
export const TEST_BOT_CHECK_MAX_NUMBER = 20;
/**
 * The tests' limits, high enough for a file's many calls from one address. A second app on a test's
 * database takes the same: counts are shared in blocks of a limit's twentieth (decision 303), so an app
 * with smaller limits would find the count past them.
 */
export const TEST_RATE_LIMIT = { max: 100_000, timeWindowMs: 60_000, routeMaxFactor: 10_000 };

/** A path where no portal build exists, so tests see the API alone unless they give one. */
export const NO_WEB_DIST = path.join(import.meta.dirname, '__no_web_dist__');
/** The portal's public files as the source tree has them (the hotels' logos), built or not. */
export const WEB_PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** The database's handle, for a second app on it (multi-process.test.ts). */
  handle: DatabaseHandle;
  close: () => Promise<void>;
};

/** The API on a fresh seeded database; share one per test file (PGlite takes seconds to start). */
export async function buildTestApp(
  options: {
    clock?: Clock;
    seed?: boolean;
    queryLogger?: Logger;
    /** Keep the hotels in memory as the server does (decision 270); by default only on PGlite, see below. */
    keepsHotels?: boolean;
  } & Partial<Omit<AppDeps, 'db' | 'companyChanges'>> = {},
): Promise<TestApp> {
  const { seed = true, clock = () => new Date(), queryLogger, keepsHotels, ...deps } = options;
  const testDb = await createTestDb({ logger: queryLogger });
  if (seed) await seedDemoData(testDb.db, { today: dateInTimeZone(clock(), 'America/Sao_Paulo') });
  // Hotels kept in memory as the server keeps them (decision 270), on PGlite, where a test's own write to
  // `companies` is heard before the write resolves. On a PostgreSQL server the notification comes over
  // another connection a moment later, and a test that writes the table and calls the API at once would
  // race it: there every request reads its hotel unless the test asks (company-cache.test.ts does).
  const companyChanges =
    (keepsHotels ?? testDb.handle.kind === 'pglite')
      ? await openChangeFeed(testDb.handle, 'companies_changed')
      : undefined;
  const app = await buildApp({
    webDistDir: NO_WEB_DIST,
    portalFilesDir: WEB_PUBLIC_DIR,
    rateLimit: TEST_RATE_LIMIT,
    botCheckMaxNumber: TEST_BOT_CHECK_MAX_NUMBER,
    secrets: TEST_SECRETS,
    companyChanges,
    ...deps,
    db: testDb.db,
    clock,
  });
  await app.ready();
  return {
    app,
    db: testDb.db,
    handle: testDb.handle,
    close: async () => {
      await app.close();
      await companyChanges?.close();
      await testDb.cleanup();
    },
  };
}

/**
 * Another API process on a test's database: the tests' secrets, bot checks and limits (the same as the
 * first app's, as every process of a deployment has them) unless the test gives its own.
 */
export function buildAppOnDatabase(db: Database, deps: Partial<Omit<AppDeps, 'db'>> = {}) {
  return buildApp({
    webDistDir: NO_WEB_DIST,
    secrets: TEST_SECRETS,
    rateLimit: TEST_RATE_LIMIT,
    botCheckMaxNumber: TEST_BOT_CHECK_MAX_NUMBER,
    ...deps,
    db,
  });
}

/** A fixed clock. */
export const fixedClock =
  (iso: string): Clock =>
  () =>
    new Date(iso);
