import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { companies } from './schema/index.ts';
import { openChangeFeed, type ChangeFeed } from './change-feed.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';

const IS_SERVER = Boolean(process.env.DATABASE_URL);

/** Runs on PGlite, and on the PostgreSQL server with `npm run test:db` (decision 270). */
describe('openChangeFeed: the companies_changed notifications', () => {
  let testDb: TestDb;
  let feed: ChangeFeed;
  let heard = 0;

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedDemoData(testDb.db, { today: '2026-11-27' });
    feed = await openChangeFeed(testDb.handle, 'companies_changed');
    feed.subscribe(() => {
      heard += 1;
    });
  });
  afterAll(async () => {
    await feed.close();
    await testDb.cleanup();
  });

  it('is live once open, and tells of every statement that changes the table, whoever runs it', async () => {
    expect(feed.isLive()).toBe(true);
    const before = heard;
    await testDb.db
      .update(companies)
      .set({ updatedAt: new Date() })
      .where(eq(companies.subdomain, 'marazul'));
    await expect.poll(() => heard).toBe(before + 1);
    await testDb.db.execute(sql`update companies set updated_at = now()`);
    await expect.poll(() => heard).toBe(before + 2);
  });

  it('tells of an update that names no hotel too (a statement-level trigger), and of no read', async () => {
    const before = heard;
    await testDb.db.select().from(companies);
    await testDb.db
      .update(companies)
      .set({ updatedAt: new Date() })
      .where(eq(companies.subdomain, 'nowhere'));
    await expect.poll(() => heard).toBe(before + 1);
    await testDb.db.select().from(companies);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toBe(before + 1);
  });

  // Only a server's feed has a connection to lose: this one runs with `npm run test:db` (CI does).
  if (IS_SERVER)
    it('on a lost connection is not live and tells, then connects again and hears changes once more', async () => {
      const before = heard;
      await testDb.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'LISTEN companies_changed'`,
      );
      await expect.poll(() => feed.isLive(), { timeout: 5_000 }).toBe(false);
      expect(heard).toBeGreaterThan(before);
      await expect.poll(() => feed.isLive(), { timeout: 10_000 }).toBe(true);
      const reconnected = heard;
      await testDb.db
        .update(companies)
        .set({ updatedAt: new Date() })
        .where(eq(companies.subdomain, 'marazul'));
      await expect.poll(() => heard).toBe(reconnected + 1);
    });
});
