import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { solveBotCheck } from '../../test/bot-check.ts';
import { createQueryCounter } from '../../test/query-counter.ts';
import { postSearch } from '../../test/search-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const FOUND = { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' };
const WRONG_NAME = { type: 'reservation', reservationNumber: '1001', lastName: 'Wrong' };
const NO_RESERVATION = { type: 'reservation', reservationNumber: '999999', lastName: 'Souza' };
const MINUTE = 60_000;

/**
 * Every API request's own statements, not the search's: the rate limit's counter, and the hotel of the
 * Host where it is not kept in memory (the tests on a PostgreSQL server; decision 270).
 */
const EVERY_REQUEST = /from "companies"|"rate_limit_counters"/;

describe('POST /api/appointments/search: its statements (decisions 294 and 314)', () => {
  const counter = createQueryCounter();
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  let nextClient = 1;
  const newClient = () => `10.1.0.${nextClient++}`;

  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now, queryLogger: counter.logger });
    // The first search of a process also prunes spent solutions and old attempts (once a minute).
    expect((await postSearch(testApp.app, FOUND, { ip: newClient() })).status).toBe(200);
  });
  afterAll(() => testApp.close());

  /** The search's statements, its bot check solved beforehand; and its answer. */
  async function searchStatements(body: Record<string, unknown>, ip: string, botCheck?: string) {
    const solved = botCheck ?? (await solveBotCheck(testApp.app));
    let answer: Awaited<ReturnType<typeof postSearch>> | undefined;
    const statements = await counter.during(async () => {
      answer = await postSearch(testApp.app, body, { ip, botCheck: solved });
    });
    if (!answer) throw new Error('no answer');
    return { answer, solved, statements: statements.filter((statement) => !EVERY_REQUEST.test(statement)) };
  }

  const attemptsOf = async () => {
    const result = (await testApp.db.execute(
      sql`select count(*)::int as n from search_attempts`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  };

  it('spends the bot check, reads the lock and the reservation in one statement, and records nothing when found', async () => {
    const before = await attemptsOf();
    const { answer, statements } = await searchStatements(FOUND, newClient());
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^\s*with search as \(\s*select \* from jsonb_to_recordset/);
    // Only failures are recorded (decision 307): a success is never read by the lock.
    expect(await attemptsOf()).toBe(before);
  });

  it('records a search that finds nothing in the same one statement', async () => {
    const before = await attemptsOf();
    const { answer, statements } = await searchStatements(NO_RESERVATION, newClient());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(await attemptsOf()).toBe(before + 1);
  });

  it('records a reservation found under another last name as a failure, with a second statement', async () => {
    const ip = newClient();
    const { answer, statements } = await searchStatements(WRONG_NAME, ip);
    expect(answer.body).toEqual([]);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^insert into "search_attempts"/);
    // Counted as failures: four more lock the client out.
    for (let i = 0; i < 4; i += 1) expect((await searchStatements(WRONG_NAME, ip)).answer.status).toBe(200);
    expect((await searchStatements(FOUND, ip)).answer.status).toBe(429);
  });

  it('refuses a spent solution, reading and recording nothing', async () => {
    const ip = newClient();
    const { solved } = await searchStatements(FOUND, ip);
    const before = await attemptsOf();
    const replay = await searchStatements(FOUND, ip, solved);
    expect(replay.answer.status).toBe(400);
    expect(replay.answer.body).toMatchObject({ code: 'BOT_CHECK_FAILED', details: { reason: 'reused' } });
    expect(replay.statements).toHaveLength(1);
    expect(await attemptsOf()).toBe(before);
  });

  it('refuses a locked client without counting the search, and spends its solution', async () => {
    const ip = newClient();
    for (let i = 0; i < 5; i += 1) await searchStatements(NO_RESERVATION, ip);
    const before = await attemptsOf();
    const locked = await searchStatements(FOUND, ip);
    expect(locked.answer.status).toBe(429);
    expect(locked.answer.body).toMatchObject({ code: 'SEARCH_LOCKED', details: { retryAfterSeconds: 300 } });
    expect(locked.statements).toHaveLength(1);
    expect(await attemptsOf()).toBe(before);
    // The locked search spent its solution: the same one is refused as reused, not as locked.
    const replay = await searchStatements(FOUND, ip, locked.solved);
    expect(replay.answer.body).toMatchObject({ code: 'BOT_CHECK_FAILED', details: { reason: 'reused' } });
    now = new Date(now.getTime() + 5 * MINUTE);
    expect((await searchStatements(FOUND, ip)).answer.status).toBe(200);
  });

  // On PGlite the five reach the search in one turn and share one statement; on a server the hotel's
  // read may spread them over turns. search-statement.test.ts runs such a batch on both drivers.
  it('answers searches sent together each with its own outcome (decision 314)', async () => {
    const lockedIp = newClient();
    for (let i = 0; i < 5; i += 1) await searchStatements(NO_RESERVATION, lockedIp);
    const spentIp = newClient();
    const { solved: spent } = await searchStatements(FOUND, spentIp);
    const calls = [
      { body: FOUND, ip: newClient(), botCheck: await solveBotCheck(testApp.app) },
      { body: NO_RESERVATION, ip: newClient(), botCheck: await solveBotCheck(testApp.app) },
      { body: FOUND, ip: spentIp, botCheck: spent },
      { body: FOUND, ip: lockedIp, botCheck: await solveBotCheck(testApp.app) },
      {
        body: { type: 'mail', contact: ' Ana.Souza@Example.com ', lastName: 'Souza' },
        ip: newClient(),
        botCheck: await solveBotCheck(testApp.app),
      },
    ];
    const before = await attemptsOf();
    const answers = await Promise.all(calls.map((call) => postSearch(testApp.app, call.body, call)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 429, 200]);
    expect(answers[0]?.body).toHaveLength(1);
    expect(answers[1]?.body).toEqual([]);
    expect(answers[2]?.body).toMatchObject({ code: 'BOT_CHECK_FAILED', details: { reason: 'reused' } });
    expect(answers[3]?.body).toMatchObject({ code: 'SEARCH_LOCKED' });
    expect(answers[4]?.body).toEqual(answers[0]?.body);
    // Only the search that found nothing is recorded.
    expect(await attemptsOf()).toBe(before + 1);
  });

  it('spends a solution sent twice at once once: the second search waits for the first statement', async () => {
    const botCheck = await solveBotCheck(testApp.app);
    let answers: Awaited<ReturnType<typeof postSearch>>[] = [];
    const statements = await counter.during(async () => {
      answers = await Promise.all([
        postSearch(testApp.app, FOUND, { ip: newClient(), botCheck }),
        postSearch(testApp.app, FOUND, { ip: newClient(), botCheck }),
      ]);
    });
    expect(statements.filter((statement) => !EVERY_REQUEST.test(statement))).toHaveLength(2);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});
