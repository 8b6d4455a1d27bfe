import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { createOutboxRepository } from './outbox-repository.ts';

type Sent = { query: string; params: unknown[] };
type SqlSession = { query: (text: string) => Promise<{ rows: unknown[] }>; release?: () => void };

/** A parameter written as a SQL literal, for EXECUTE of a statement prepared by hand. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The workers claim due messages many times a second; the due index holds only the messages they may
 * still take (decision 300). Its predicate helps only if the claim names it in a way every plan
 * implies, including the generic plan PostgreSQL settles on for a prepared statement (decision 290).
 */
describe('the outbox claim uses the due index', () => {
  let testDb: TestDb;
  const sent: Sent[] = [];
  const companyId = demoCompanyId('solnascente');

  beforeAll(async () => {
    testDb = await createTestDb({
      logger: { logQuery: (query, params) => void sent.push({ query, params }) },
    });
    await seedDemoData(testDb.db, { today: '2026-03-10' });
    // Mostly sent messages, as on a portal that has run a while, and a few still due.
    await testDb.db.execute(sql`
      INSERT INTO ${outboxMessages} (company_id, kind, payload, status, sent_at)
      SELECT ${companyId}, 'email', '{}'::jsonb, 'sent', now() FROM generate_series(1, 3000)`);
    await testDb.db
      .insert(outboxMessages)
      .values(
        Array.from({ length: 5 }, () => ({ companyId, kind: 'email', payload: {}, status: 'pending' })),
      );
    await testDb.db.execute(sql`ANALYZE ${outboxMessages}`);
  }, 120_000);
  afterAll(() => testDb.cleanup());

  /** One session of the database: the pool's connection, or PGlite itself. */
  async function session(): Promise<SqlSession> {
    if (testDb.handle.kind === 'postgres') return testDb.handle.pool.connect();
    return testDb.handle.client as unknown as SqlSession;
  }

  it('in the generic plan of the prepared claim, and the claim takes the due messages', async () => {
    const repository = createOutboxRepository(testDb.db);
    const now = new Date(Date.now() + 1000);
    const claimed = await repository.claimDue({
      now,
      lockedUntil: new Date(now.getTime() + 60_000),
      limit: 10,
      lane: 'people',
    });
    expect(claimed).toHaveLength(5);

    const claim = sent.findLast((statement) => statement.query.startsWith('update "outbox_messages"'));
    if (!claim) throw new Error('the claim was not sent');
    const types = claim.params.map(() => 'unknown').join(', ');
    const client = await session();
    try {
      await client.query(`PREPARE outbox_claim (${types}) AS ${claim.query}`);
      await client.query('SET plan_cache_mode = force_generic_plan');
      await client.query('BEGIN');
      const plan = await client.query(
        `EXPLAIN EXECUTE outbox_claim (${claim.params.map(literal).join(', ')})`,
      );
      await client.query('ROLLBACK');
      const text = plan.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
      expect(text).toContain('outbox_messages_due_idx');
    } finally {
      await client.query('RESET plan_cache_mode');
      await client.query('DEALLOCATE outbox_claim');
      client.release?.();
    }
  });
});
