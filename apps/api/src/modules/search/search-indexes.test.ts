import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentTypeId } from '@hospedar/contracts/constants';
import { sql } from 'drizzle-orm';
import { generateLoadData } from '../../bench/load/generate-load-data.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import type { SearchMatch } from './find-matches.ts';
import { createSearchRepository } from './repository.ts';
import { createSearchLock } from './search-lock.ts';
import { createSearchStatement } from './search-statement.ts';

type Sent = { query: string; params: unknown[] };
type SqlClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Each search reads its candidates by an index, never the whole hotel. The searches by e-mail, phone
 * and CPF compare expressions of the columns; each has an index of the same expression (decision 253),
 * which only helps if the repository sends exactly that expression. Name and stay, a face's person and
 * the other documents' comparable text have theirs since decision 313.
 */
describe('the search queries use their indexes', () => {
  let testDb: TestDb;
  const sent: Sent[] = [];
  // A hotel of the load test's shape: thousands of guests, so the planner weighs the indexes as in use.
  const sol = demoCompanyId('load-0001');

  beforeAll(async () => {
    testDb = await createTestDb({
      logger: { logQuery: (query, params) => void sent.push({ query, params }) },
    });
    await generateLoadData(testDb.db, { hotels: 1, reservationsPerHotel: 3000, today: '2026-03-10' });
    await testDb.db.execute(sql`ANALYZE`);
  }, 120_000);
  afterAll(() => testDb.cleanup());

  /** The plan of the last statement the repository sent, with sequential scans ruled out. */
  async function planOfLast(): Promise<string> {
    // The last statement is the search's (the generator's come before).
    const last = sent[sent.length - 1];
    if (!last) throw new Error('no statement sent');
    const client = (testDb.db as unknown as { $client: SqlClient }).$client;
    await client.query('SET enable_seqscan = off');
    try {
      const plan = await client.query(`EXPLAIN ${last.query}`, last.params);
      return plan.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
    } finally {
      await client.query('RESET enable_seqscan');
    }
  }

  // The searches' one statement (decisions 294 and 314) reads each kind in its own branch, each by its index.
  const oneOfEachKind: [string, string, SearchMatch][] = [
    [
      'reservation number',
      'reservations_company_number_unique',
      { kind: 'reservation', reservationNumber: '123' },
    ],
    [
      'name and stay',
      'reservations_company_stay_idx',
      { kind: 'stay', checkinDate: '2026-03-12', checkoutDate: '2026-03-15' },
    ],
    [
      'e-mail',
      'guests_company_search_email_idx',
      { kind: 'mail', email: 'hospede.1.000123@carga.example.com' },
    ],
    ['phone', 'guests_company_search_mobile_idx', { kind: 'phone', fullNumbers: ['5548999990001'] }],
    [
      'CPF',
      'guest_documents_search_digits_idx',
      {
        kind: 'document',
        documentTypeId: DocumentTypeId.CPF,
        comparableNumber: '12345678909',
        comparedBy: 'digits',
      },
    ],
    [
      'passport',
      'guest_documents_search_text_idx',
      {
        kind: 'document',
        documentTypeId: DocumentTypeId.PASSPORT,
        comparableNumber: 'FX123456',
        comparedBy: 'text',
      },
    ],
  ];
  let batchPlan = '';

  beforeAll(async () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const lockEnd = createSearchLock({ db: testDb.db, clock: () => now }).lockEnd;
    await createSearchStatement(testDb.db, lockEnd).run(
      oneOfEachKind.map(([type, , match]) => ({
        solution: { signature: `plan-${type}`, expiresAt: new Date(now.getTime() + 60_000) },
        client: { companyId: sol, clientKey: 'plan' },
        match,
      })),
      now,
    );
    batchPlan = await planOfLast();
  });

  it.each(oneOfEachKind)('in the one statement, by %s: %s', (_type, index) => {
    expect(batchPlan).toContain(index);
  });

  it("in the one statement, reads a search's candidates in its kind's branch alone", () => {
    // Each branch is gated by its kind, per search of the batch: the other five read nothing.
    const gates = batchPlan.match(/One-Time Filter: \(\w+\.kind = '(\w+)'::text\)/g) ?? [];
    expect(gates.map((gate) => /'(\w+)'/.exec(gate)?.[1]).sort()).toEqual([
      'document_digits',
      'document_text',
      'mail',
      'phone',
      'reservation',
      'stay',
    ]);
  });

  it("by face: a person's guests by guests_company_person_idx (decision 313)", async () => {
    await createSearchRepository(testDb.db).byPerson(sol, '7b0c6a52-3f3e-4b8e-9f6e-2d1f0c9a8b7e');
    expect(await planOfLast()).toContain('guests_company_person_idx');
  });
});
