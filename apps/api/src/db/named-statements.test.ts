import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { createStatementNamer, nameStatementsOf } from './named-statements.ts';
import { companies } from './schema/index.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const IS_SERVER = Boolean(process.env.DATABASE_URL);

/** A client that records what reaches pg's query(). */
function recordingClient() {
  const sent: unknown[][] = [];
  const client = { query: (...args: unknown[]) => sent.push(args) } as unknown as pg.PoolClient;
  // pg's typed overloads stand in the way of a test sending each form: one variadic signature, read
  // when called, so that it is the query() nameStatementsOf put in place.
  const query = (...args: unknown[]) => (client.query as unknown as (...all: unknown[]) => unknown)(...args);
  return { client, query, sent };
}

describe('createStatementNamer (decision 290)', () => {
  it('gives a text the same name every time, and different texts different names', () => {
    const namer = createStatementNamer();
    const first = namer.nameOf('select 1 where $1');
    expect(first).toMatch(/^h_[\w-]{27}$/);
    expect(namer.nameOf('select 1 where $1')).toBe(first);
    expect(namer.nameOf('select 2 where $1')).not.toBe(first);
  });

  it('names no new text past its cap, and keeps naming the texts it knows', () => {
    const namer = createStatementNamer(2);
    const a = namer.nameOf('a $1');
    namer.nameOf('b $1');
    expect(namer.nameOf('c $1')).toBeUndefined();
    expect(namer.nameOf('a $1')).toBe(a);
    expect(namer.size).toBe(2);
  });
});

describe('nameStatementsOf: what reaches pg', () => {
  it('names a parameterized config, keeping its values, row mode and callback', () => {
    const { client, query, sent } = recordingClient();
    nameStatementsOf(client, createStatementNamer());
    const done = () => undefined;
    void query({ text: 'select $1::int', rowMode: 'array' }, [1], done);
    const [config, values, callback] = sent[0] ?? [];
    expect(config).toMatchObject({ text: 'select $1::int', rowMode: 'array', name: expect.any(String) });
    expect(values).toEqual([1]);
    expect(callback).toBe(done);
  });

  it('leaves alone a named statement, one without parameters, and a plain text', () => {
    const { client, query, sent } = recordingClient();
    nameStatementsOf(client, createStatementNamer());
    void query({ text: 'select $1::int', name: 'guard', values: [1] });
    void query({ text: 'begin' }, []);
    void query('select $1::int', [1]);
    expect(sent[0]?.[0]).toEqual({ text: 'select $1::int', name: 'guard', values: [1] });
    expect(sent[1]?.[0]).toEqual({ text: 'begin' });
    expect(sent[2]?.[0]).toBe('select $1::int');
  });
});

/** On the PostgreSQL server (`npm run test:db`): the pool's connections prepare each statement once. */
if (IS_SERVER) {
  describe('the pool of a server: statements prepared once per connection', () => {
    let testDb: TestDb;
    beforeAll(async () => {
      testDb = await createTestDb();
      await seedDemoData(testDb.db, { today: '2026-11-28' });
    });
    afterAll(() => testDb.cleanup());

    it('runs a drizzle query named, answers it alike the second time, and PostgreSQL keeps it prepared', async () => {
      const read = () =>
        testDb.db.transaction(async (tx) => {
          const rows = await tx
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.subdomain, 'marazul'));
          const prepared = await tx.execute(
            sql`select name from pg_prepared_statements where statement like 'select "name" from "companies"%'`,
          );
          const names = (prepared as unknown as { rows: { name: string }[] }).rows;
          return { rows, prepared: names.map((row) => row.name) };
        });
      const first = await read();
      const second = await read();
      expect(first.rows).toEqual([{ name: 'Hotel Mar Azul' }]);
      expect(second.rows).toEqual(first.rows);
      expect(second.prepared).toHaveLength(1);
      expect(second.prepared[0]).toMatch(/^h_/);
    });
  });
}
