/**
 * `npm run bench:load` (issue 18): the guest journey under load, on a database the generator filled
 * (`npm run bench:load:generate`). Starts the API in production mode (N processes with --processes=N,
 * cluster module), an SMTP server the API mails PINs to, and the bare Fastify + pg lookup; then, for each
 * level of concurrent guests (--levels=50,200,500):
 *
 *   1. journeys: that many simulated guests, each doing whole journeys (guest-journey.ts) one after the
 *      other for --seconds, each journey from its own address (X-Forwarded-For, TRUST_PROXY=loopback),
 *      pausing --think-ms (random, half to one and a half times; default 1000) before each of its own
 *      actions: a guest reads and types, so N guests are not N loops firing requests back to back
 *      (--think-ms=0 makes it that closed loop, which only measures queueing: decision 268). The guests
 *      join one by one over --ramp-seconds (default 10; 0 starts them all at once); the table counts the
 *      answers to requests sent once all are in, the ramp's are printed apart (decision 299);
 *   2. searches: that many clients searching back to back for --search-seconds, with bot checks
 *      fetched and solved before the clock starts (each search still spends one, as the portal's do);
 *   3. the API's floor: GET /api/bot-check/challenge alone, from fresh addresses, for --search-seconds
 *      (the whole stack and one write, the rate-limit count; decision 305);
 *   4. the bare lookup, at the same concurrency, for --search-seconds.
 *
 * It prints per route requests, req/s, p50/p95/p99/max and errors, and the goals at 200 guests.
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/hospedar_load), --port (default 4100: the
 * API; the bare server takes port + 1).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { REPO_ROOT } from '../../config.ts';
import { solvedChallengePayload } from '../../test/bot-check.ts';
import { TEST_BOT_CHECK_MAX_NUMBER } from '../../test/test-app.ts';
import { startApiProcesses } from './api-processes.ts';
import {
  cpuSnapshot,
  cpuSpentSince,
  formatBusySeconds,
  formatCpuPerRequest,
  sampleBusySeconds,
  type CpuSpent,
} from './process-cpu.ts';
import { runGuestJourney, type JourneyFailure } from './guest-journey.ts';
import { httpCall } from './http-call.ts';
import {
  createStats,
  formatSummary,
  record,
  summarize,
  type RouteSummary,
  type StatsTable,
} from './latency-stats.ts';
import { journeyTarget, pickLoadReservations, type LoadReservation } from './load-targets.ts';
import { startSmtpMailbox } from './smtp-mailbox.ts';

const { values } = parseArgs({
  options: {
    levels: { type: 'string', default: '50,200,500' },
    processes: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '30' },
    'search-seconds': { type: 'string', default: '10' },
    'think-ms': { type: 'string', default: '1000' },
    'ramp-seconds': { type: 'string', default: '10' },
    port: { type: 'string', default: '4100' },
  },
});
const levels = values.levels.split(',').map(Number);
const processes = Number(values.processes);
const journeySeconds = Number(values.seconds);
const searchSeconds = Number(values['search-seconds']);
const thinkMs = Number(values['think-ms']);
const rampSeconds = Number(values['ramp-seconds']);
const port = Number(values.port);
const barePort = port + 1;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/hospedar_load';

/**
 * The tables a journey or a search rewrites on nearly every request, vacuumed before each level: without
 * autovacuum their dead rows pile up from level to level and from run to run (decision 299).
 */
const CHURNED_TABLES = [
  'rate_limit_counters',
  'bot_check_solutions',
  'search_attempts',
  'outbox_messages',
  'guest_pins',
  'guests',
  'guest_documents',
  'guest_signatures',
  'reservations',
];

/** A phase's title, its table, and the CPU one of its requests cost (`server` names the process measured). */
function printPhase(title: string, summary: RouteSummary[], cpu: CpuSpent, server?: string): void {
  console.info(title);
  console.info(formatSummary(summary));
  const requests = summary.reduce((sum, row) => sum + row.count, 0);
  console.info(`  ${formatCpuPerRequest(cpu, requests, server)}`);
}

/** A distinct client address per journey or search: 10.x.y.z from a counter. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Runs `concurrency` loops of `iteration` until `rampSeconds + seconds` have passed; answers the wall
 * time taken. With a ramp, the loops join one by one, evenly spaced over its seconds (decision 299).
 */
async function closedLoop(
  concurrency: number,
  seconds: number,
  iteration: (worker: number) => Promise<unknown>,
  rampSeconds = 0,
) {
  const started = performance.now();
  const deadline = started + (rampSeconds + seconds) * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const joinAfterMs = (rampSeconds * 1000 * worker) / concurrency;
      if (joinAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, joinAfterMs));
      while (performance.now() < deadline) {
        if ((await iteration(worker)) === 'stop') return;
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const { rows: hotelRows } = await pool.query<{ hotels: number; reservations: number }>(
  `SELECT count(*)::int AS hotels, (SELECT reltuples::bigint FROM pg_class WHERE relname = 'reservations')::int AS reservations
   FROM companies WHERE subdomain LIKE 'load-%'`,
);
const inventory = hotelRows[0];
if (!inventory || inventory.hotels === 0) {
  console.error(`No load hotels in ${databaseUrl}: run npm run bench:load:generate first (see the README).`);
  await pool.end();
  process.exit(1);
}

const mailbox = await startSmtpMailbox();
const api = await startApiProcesses({
  databaseUrl,
  port,
  count: processes,
  smtpUrl: mailbox.url,
  env: { BOT_CHECK_MAX_NUMBER: String(Math.max(10, TEST_BOT_CHECK_MAX_NUMBER)) },
});
const bare = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-lookup-server.ts')],
  {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(barePort), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  },
);
const bareBase = `http://127.0.0.1:${barePort}`;
await waitForHttp(`${bareBase}/lookup`);

console.info(
  `Load test: ${inventory.hotels} hotels, ~${inventory.reservations} reservations; ${processes} API process(es) ` +
    `(NODE_ENV=production) at ${api.baseUrl}; bot check at test difficulty; guests pause ${thinkMs} ms ` +
    `(mean) before each action; ${new Date().toISOString()}`,
);

type LevelResult = {
  level: number;
  journeys: RouteSummary[];
  /** Failed answers while the guests were joining (not in `journeys`, still errors). */
  rampErrors: number;
  mailFailures: number;
  search: RouteSummary[];
  /** The bot check's challenge alone: the least a rate-limited call of the API costs. */
  floor: RouteSummary[];
  bare: RouteSummary[];
};
const results: LevelResult[] = [];
const taken = new Set<string>();
let searchPool: LoadReservation[] = [];
/**
 * Searches a second expected, for the number of bot checks to solve beforehand. Above what one process
 * answers (6,000-6,500/s on a 2-core machine after decision 314), so a short run does not run out of
 * them and time challenges too.
 */
let searchesPerSecondGuess = 6000;

/** A bot check fetched for `address` and solved: the `botCheck` a search sends, or null when refused. */
async function solvedBotCheck(host: string, address: string, stats: StatsTable): Promise<string | null> {
  const answer = await httpCall({
    baseUrl: api.baseUrl,
    method: 'GET',
    path: '/api/bot-check/challenge',
    host,
    headers: { 'x-forwarded-for': address },
  });
  record(stats, 'GET /api/bot-check/challenge', answer.status, answer.ms);
  return answer.status === 200 ? solvedChallengePayload(answer.body) : null;
}

type ReadySearch = { reservation: LoadReservation; address: string; botCheck: string };

/** A search made ready: the pool's `turn`-th reservation, a fresh address and a bot check solved for it. */
async function readySearch(turn: number, stats: StatsTable): Promise<ReadySearch | null> {
  const reservation = searchPool[(turn * 7919) % searchPool.length];
  if (!reservation) return null;
  const address = nextAddress();
  const botCheck = await solvedBotCheck(journeyTarget(reservation, port, turn).host, address, stats);
  return botCheck ? { reservation, address, botCheck } : null;
}

/**
 * `count` searches made ready before the searches' clock starts, `concurrency` at a time. The searches
 * alone then measure the search itself.
 */
async function readySearches(count: number, concurrency: number): Promise<ReadySearch[]> {
  const ready: ReadySearch[] = [];
  const unused = createStats();
  let made = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (made < count) {
        made += 1;
        const search = await readySearch(made, unused);
        if (search) ready.push(search);
      }
    }),
  );
  return ready;
}

try {
  // Searches only read: any open reservations do, the same ones again and again.
  searchPool = await pickLoadReservations(pool, 2000, new Set(), { allowFewer: true });
  // No journey takes them: a journey's saves may change the phone or CPF a search looks for.
  for (const reservation of searchPool)
    taken.add(`${reservation.subdomain}/${reservation.reservationNumber}`);
  const [autovacuum] = (await pool.query<{ autovacuum: string }>('SHOW autovacuum')).rows;
  for (const level of levels) {
    // 0. Each level starts from vacuumed tables, as a server with autovacuum keeps them between bursts;
    // this machine's server may run without it (decision 299).
    const vacuumStarted = performance.now();
    await pool.query(`VACUUM (ANALYZE) ${CHURNED_TABLES.join(', ')}`);
    console.info(
      `\nvacuumed the tables the journeys rewrite in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s ` +
        `(autovacuum ${autovacuum?.autovacuum ?? 'unknown'} on this server)`,
    );

    // 1. Whole journeys: a fresh reservation each.
    const journeyStats = createStats();
    // Answers to requests sent while the guests were still joining: counted apart (decision 299).
    const rampStats = createStats();
    const measuredFrom = performance.now() + rampSeconds * 1000;
    const failures: JourneyFailure[] = [];
    let finished = 0;
    const reservations = await pickLoadReservations(pool, Math.max(level * 12, 600), taken, {
      allowFewer: true,
    });
    for (const reservation of reservations)
      taken.add(`${reservation.subdomain}/${reservation.reservationNumber}`);
    let next = 0;
    let outOfReservations = false;
    const apiPids = api.pids();
    const journeyCpuBefore = cpuSnapshot(apiPids);
    const apiBusy = sampleBusySeconds(apiPids);
    const journeyWall = await closedLoop(
      level,
      journeySeconds,
      async () => {
        const reservation = reservations[next];
        const turn = next;
        next += 1;
        if (!reservation) {
          outOfReservations = true;
          return 'stop';
        }
        const result = await runGuestJourney(journeyTarget(reservation, port, turn), {
          baseUrl: api.baseUrl,
          mailbox,
          clientAddress: nextAddress(),
          thinkMs,
          onResponse: (sample) => {
            const sentAt = performance.now() - sample.ms;
            const table = sentAt < measuredFrom ? rampStats : journeyStats;
            record(table, sample.route, sample.status, sample.ms);
          },
        });
        if (result.ok) finished += 1;
        else failures.push(result.failure);
      },
      rampSeconds,
    );
    const journeyCpu = cpuSpentSince(journeyCpuBefore, apiPids);
    const journeyBusy = apiBusy.stop();
    const journeys = summarize(journeyStats, journeyWall - rampSeconds);
    const ramp = summarize(rampStats, rampSeconds);

    // 2. Searches alone, as many at once, each with a bot check solved beforehand. The number made
    // ready is a guess from the previous level's rate; when they run out, the rest solve theirs live.
    const ready = await readySearches(Math.ceil(searchesPerSecondGuess * searchSeconds * 1.5), 50);
    let solvedLive = 0;
    const searchStats = createStats();
    const searchCpuBefore = cpuSnapshot(apiPids);
    const searchWall = await closedLoop(level, searchSeconds, async (worker) => {
      let next = ready.pop();
      if (!next) {
        const live = await readySearch(worker + addressCounter, searchStats);
        if (!live) return;
        solvedLive += 1;
        next = live;
      }
      const target = journeyTarget(next.reservation, port, addressCounter);
      const answer = await httpCall({
        baseUrl: api.baseUrl,
        method: 'POST',
        path: '/api/appointments/search',
        host: target.host,
        headers: { 'x-forwarded-for': next.address },
        body: { ...target.search, botCheck: next.botCheck },
      });
      const found = Array.isArray(answer.body) && answer.body.length > 0;
      record(searchStats, 'POST /api/appointments/search', found ? answer.status : 0, answer.ms);
    });
    const searchCpu: CpuSpent = cpuSpentSince(searchCpuBefore, apiPids);
    const search = summarize(searchStats, searchWall);
    const searchRow = search.find((row) => row.route === 'POST /api/appointments/search');
    if (searchRow) searchesPerSecondGuess = Math.max(searchesPerSecondGuess, searchRow.perSecond);

    // 3. The API's own floor for a stranger's call: the bot check's challenge alone, from fresh addresses.
    // It runs the whole stack (hotel, language, rate limit) and writes once, the rate-limit count, which
    // a search writes too, besides its own statement (decision 305).
    const floorStats = createStats();
    const floorCpuBefore = cpuSnapshot(apiPids);
    let floorTurn = 0;
    const floorWall = await closedLoop(level, searchSeconds, async () => {
      floorTurn += 1;
      const reservation = searchPool[(floorTurn * 7919) % searchPool.length];
      if (!reservation) return 'stop';
      const answer = await httpCall({
        baseUrl: api.baseUrl,
        method: 'GET',
        path: '/api/bot-check/challenge',
        host: journeyTarget(reservation, port, floorTurn).host,
        headers: { 'x-forwarded-for': nextAddress() },
      });
      record(floorStats, 'GET /api/bot-check/challenge', answer.status, answer.ms);
    });
    const floorCpu = cpuSpentSince(floorCpuBefore, apiPids);
    const floor = summarize(floorStats, floorWall);

    // 4. The bare lookup at the same concurrency.
    const bareStats = createStats();
    const barePids = bare.pid === undefined ? [] : [bare.pid];
    const bareCpuBefore = cpuSnapshot(barePids);
    let bareTurn = 0;
    const bareWall = await closedLoop(level, searchSeconds, async () => {
      bareTurn += 1;
      const reservation = searchPool[(bareTurn * 7919) % searchPool.length];
      if (!reservation) return;
      const query = `hotel=${reservation.subdomain}&number=${reservation.reservationNumber}`;
      const answer = await httpCall({
        baseUrl: bareBase,
        method: 'GET',
        path: `/lookup?${query}`,
        host: `127.0.0.1:${barePort}`,
      });
      const found = Array.isArray(answer.body) && answer.body.length > 0;
      record(bareStats, 'GET /lookup (bare Fastify + pg)', found ? answer.status : 0, answer.ms);
    });
    const bareCpu = cpuSpentSince(bareCpuBefore, barePids);
    const bareSummary = summarize(bareStats, bareWall);

    const requests = journeys.reduce((sum, row) => sum + row.count, 0);
    const rampRequests = ramp.reduce((sum, row) => sum + row.count, 0);
    const rampErrors = ramp.reduce((sum, row) => sum + row.errors, 0);
    const errors = journeys.reduce((sum, row) => sum + row.errors, 0) + rampErrors;
    const measuredWall = journeyWall - rampSeconds;
    const mailFailures = failures.filter((failure) => failure.kind === 'mail').length;
    console.info(`\n=== ${level} concurrent guests, ${processes} API process(es) ===`);
    console.info(
      `journeys: ${finished} finished, ${failures.length} failed in ${journeyWall.toFixed(1)} s; ` +
        `errors: ${errors + mailFailures}`,
    );
    if (rampSeconds > 0) {
      const rampP99 = Math.max(...ramp.map((row) => row.p99));
      console.info(
        `guests joining over the first ${rampSeconds} s: ${rampRequests} requests, worst p99 ` +
          `${Number.isFinite(rampP99) ? rampP99.toFixed(1) : '-'} ms, ${rampErrors} errors (not in the table)`,
      );
    }
    console.info(
      `all ${level} guests in (${measuredWall.toFixed(1)} s): ${requests} requests, ` +
        `${(requests / measuredWall).toFixed(1)} req/s`,
    );
    console.info(formatSummary(journeys));
    console.info(`  ${formatCpuPerRequest(journeyCpu, requests + rampRequests)}`);
    console.info(`  ${formatBusySeconds(journeyBusy)}`);
    const reasons = new Map<string, number>();
    for (const failure of failures) {
      const key = `${failure.step}: ${failure.message}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    if (outOfReservations) console.info('  (the open reservations ran out before the time was up)');
    for (const [reason, count] of reasons) console.info(`  failed ${count}× at ${reason}`);
    printPhase(
      `searches alone (${searchWall.toFixed(1)} s; bot checks solved beforehand, ${solvedLive} solved live):`,
      search,
      searchCpu,
    );
    printPhase(
      `the API's floor, challenges alone (${floorWall.toFixed(1)} s; one rate-limit count each, no other statement):`,
      floor,
      floorCpu,
    );
    printPhase(`reference, bare lookup (${bareWall.toFixed(1)} s):`, bareSummary, bareCpu, 'bare server');
    results.push({ level, journeys, rampErrors, mailFailures, search, floor, bare: bareSummary });
  }

  const at200 = results.find((result) => result.level === 200);
  if (at200) {
    const searchRow = at200.journeys.find((row) => row.route === 'POST /api/appointments/search');
    const saveRows = at200.journeys.filter((row) => row.route.startsWith('PUT '));
    const saveP99 = Math.max(...saveRows.map((row) => row.p99));
    const searchAlone = at200.search.find((row) => row.route === 'POST /api/appointments/search');
    const bareRow = at200.bare[0];
    const ratio = searchAlone && bareRow ? searchAlone.perSecond / bareRow.perSecond : Number.NaN;
    // Failed answers, and journeys that stopped without one (a PIN e-mail that never came).
    const errors =
      at200.journeys.reduce((sum, row) => sum + row.errors, 0) + at200.rampErrors + at200.mailFailures;
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.info('\nGoals at 200 concurrent guests:');
    console.info(`  errors: ${errors} (goal 0): ${verdict(errors === 0)}`);
    console.info(
      `  search p99: ${searchRow?.p99.toFixed(1)} ms (goal ≤ 50): ${verdict((searchRow?.p99 ?? Infinity) <= 50)}`,
    );
    console.info(
      `  guest save p99 (worst PUT): ${saveP99.toFixed(1)} ms (goal ≤ 100): ${verdict(saveP99 <= 100)}`,
    );
    console.info(
      `  search throughput: ${searchAlone?.perSecond.toFixed(1)}/s vs bare ${bareRow?.perSecond.toFixed(1)}/s = ` +
        `${(ratio * 100).toFixed(0)} % (goal ≥ 50 %): ${verdict(ratio >= 0.5)}`,
    );
    const floorRow = at200.floor[0];
    if (floorRow && bareRow) {
      console.info(
        `  (the API's floor, challenges alone: ${floorRow.perSecond.toFixed(1)}/s = ` +
          `${((floorRow.perSecond / bareRow.perSecond) * 100).toFixed(0)} % of bare; the search is ` +
          `${(((searchAlone?.perSecond ?? 0) / floorRow.perSecond) * 100).toFixed(0)} % of it)`,
      );
    }
  }
  console.info(`\nPIN e-mails received by the SMTP server: ${mailbox.total()}`);
} finally {
  bare.kill('SIGTERM');
  await api.stop();
  await mailbox.close();
  await pool.end();
}
