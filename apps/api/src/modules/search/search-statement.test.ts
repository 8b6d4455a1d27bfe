import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DocumentTypeId } from '@hospedar/contracts/constants';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import type { SearchMatch } from './find-matches.ts';
import { createSearchLock } from './search-lock.ts';
import { createSearchStatement, type SearchToRun } from './search-statement.ts';

/**
 * The searches' one statement as two API processes send it at once (decision 314): each spends its
 * batch's solutions in the order of their signatures, so two batches sharing solutions never wait on
 * each other in a cycle, and each solution is spent by one search only.
 */
describe('the searches’ one statement, from two processes at once', () => {
  let testDb: TestDb;
  const now = new Date('2026-03-10T15:00:00Z');
  const companyId = randomUUID();

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.cleanup());

  // Each search from a client of its own: its failure (nothing is found) locks no later one.
  const searchOf = (signature: string, client: string): SearchToRun => ({
    solution: { signature, expiresAt: new Date(now.getTime() + 60_000) },
    client: { companyId, clientKey: client },
    match: { kind: 'reservation', reservationNumber: 'none' },
  });

  it('spends each shared solution once, without a deadlock, over 25 rounds', async () => {
    const lockEnd = createSearchLock({ db: testDb.db, clock: () => now }).lockEnd;
    const first = createSearchStatement(testDb.db, lockEnd);
    const second = createSearchStatement(testDb.db, lockEnd);
    for (let round = 0; round < 25; round += 1) {
      const signatures = Array.from({ length: 40 }, (_, i) => `round-${round}-solution-${i}`);
      const [firstOutcomes, secondOutcomes] = await Promise.all([
        first.run(
          signatures.map((signature) => searchOf(signature, `first-${signature}`)),
          now,
        ),
        second.run(
          signatures.toReversed().map((signature) => searchOf(signature, `second-${signature}`)),
          now,
        ),
      ]);
      const searched = [...firstOutcomes, ...secondOutcomes].filter((outcome) => outcome.kind === 'searched');
      const reused = [...firstOutcomes, ...secondOutcomes].filter((outcome) => outcome.kind === 'reused');
      expect(searched).toHaveLength(40);
      expect(reused).toHaveLength(40);
    }
    const result = (await testDb.db.execute(
      sql`select count(*)::int as n from bot_check_solutions where signature like 'round-%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(25 * 40);
  });
});

describe('the searches’ one statement: a batch of every outcome, on the demo hotel', () => {
  let testApp: TestApp;
  const now = new Date('2026-03-10T15:00:00Z');
  const solnascente = demoCompanyId('solnascente');

  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  it('answers each search of one statement its own outcome, and records only the one that found nothing', async () => {
    const lock = createSearchLock({ db: testApp.db, clock: () => now });
    const statement = createSearchStatement(testApp.db, lock.lockEnd);
    for (let i = 0; i < 5; i += 1) await lock.recordFailure({ companyId: solnascente, clientKey: 'locked' });
    const search = (signature: string, clientKey: string, match: SearchMatch): SearchToRun => ({
      solution: { signature, expiresAt: new Date(now.getTime() + 60_000) },
      client: { companyId: solnascente, clientKey },
      match,
    });
    await statement.run([search('spent-before', 'spender', { kind: 'nobody' })], now);
    const attempts = async () =>
      (
        (await testApp.db.execute(
          sql`select client_key as "clientKey" from search_attempts order by client_key`,
        )) as unknown as { rows: { clientKey: string }[] }
      ).rows.map((row) => row.clientKey);
    expect(await attempts()).toEqual(['locked', 'locked', 'locked', 'locked', 'locked', 'spender']);

    const outcomes = await statement.run(
      [
        search('by-number', 'a', { kind: 'reservation', reservationNumber: '1001' }),
        search('by-nothing', 'b', { kind: 'reservation', reservationNumber: '999999' }),
        search('spent-before', 'c', { kind: 'reservation', reservationNumber: '1001' }),
        search('while-locked', 'locked', { kind: 'reservation', reservationNumber: '1001' }),
        search('by-cpf', 'd', {
          kind: 'document',
          documentTypeId: DocumentTypeId.CPF,
          comparableNumber: '52998224725',
          comparedBy: 'digits',
        }),
        search('no-digits', 'e', { kind: 'nobody' }),
      ],
      now,
    );
    expect(outcomes.map((outcome) => outcome.kind)).toEqual([
      'searched',
      'searched',
      'reused',
      'locked',
      'searched',
      'searched',
    ]);
    const namesFound = (index: number) => {
      const outcome = outcomes[index];
      return outcome?.kind === 'searched'
        ? outcome.candidates.map((candidate) => `${candidate.reservationNumber} ${candidate.guestName}`)
        : null;
    };
    // Reservation 1001's three guests, made together by the seed (so in the order of their ids); Ana's CPF
    // names her alone.
    expect(namesFound(0)).toEqual(['1001 Carla', '1001 Bruno', '1001 Ana']);
    expect(namesFound(1)).toEqual([]);
    expect(namesFound(4)).toEqual(['1001 Ana']);
    expect(namesFound(5)).toEqual([]);
    expect(outcomes[3]).toEqual({ kind: 'locked', until: new Date(now.getTime() + 5 * 60_000) });
    expect(await attempts()).toEqual(['b', 'e', 'locked', 'locked', 'locked', 'locked', 'locked', 'spender']);
  });

  it("reads each search's candidates in its own hotel only, whatever hotels share the batch", async () => {
    const lock = createSearchLock({ db: testApp.db, clock: () => now });
    const statement = createSearchStatement(testApp.db, lock.lockEnd);
    const marazul = demoCompanyId('marazul');
    const search = (signature: string, companyId: string, reservationNumber: string): SearchToRun => ({
      solution: { signature, expiresAt: new Date(now.getTime() + 60_000) },
      client: { companyId, clientKey: `hotels-${signature}` },
      match: { kind: 'reservation', reservationNumber },
    });
    const outcomes = await statement.run(
      [
        search('sol-own', solnascente, '1001'),
        search('mar-asks-sol', marazul, '1001'),
        search('mar-own', marazul, '2001'),
        search('sol-asks-mar', solnascente, '2001'),
      ],
      now,
    );
    const found = outcomes.map((outcome) =>
      outcome.kind === 'searched'
        ? [...new Set(outcome.candidates.map((c) => c.reservationNumber))]
        : outcome.kind,
    );
    expect(found).toEqual([['1001'], [], ['2001'], []]);
  });
});
