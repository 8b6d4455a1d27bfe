import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { systemClock } from '../../clock.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { prepareDemo } from '../../db/seed/prepare-demo.ts';
import { startApiProcesses, type ApiProcesses } from '../load/api-processes.ts';
import { runGuestJourney, type AcknowledgedSave } from '../load/guest-journey.ts';
import { startSmtpMailbox } from '../load/smtp-mailbox.ts';
import { addBenchGuests, BENCH_SUBDOMAIN, type BenchGuest } from './bench-data.ts';
import { startFnrhReceiver } from './fnrh-receiver.ts';
import { checkCycle, waitForOutboxSettled, type CycleCounts } from './ledger.ts';
import { createPrivatePostgres } from './private-postgres.ts';

const DATABASE = 'hospedar_faults';
const API_PROCESSES = 2;

function numberArg(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cycles = numberArg('cycles', 20);
/** Guests seeded per cycle: the most a cycle can take through the portal. */
const guestsPerCycle = numberArg('guests', 80);
/** Guests on the portal at once. */
const lanes = numberArg('lanes', 6);
/** The API processes' port (one port, Node's cluster module) and the private PostgreSQL's. */
const apiPort = numberArg('port', 4201);
const postgresPort = numberArg('pg-port', 5544);
/** A step retried after a network error, a 5xx or a PIN e-mail that did not come: up to ~3 minutes. */
const MAX_RETRIES = 40;

const COLUMNS: [Exclude<keyof CycleCounts, 'problems' | 'repeats'>, string][] = [
  ['journeys', 'guests'],
  ['acknowledged', 'acked'],
  ['lost', 'lost'],
  ['duplicated', 'dup'],
  ['emailsQueued', 'mail q'],
  ['emailsDelivered', 'mail dlv'],
  ['emailsLost', 'mail lost'],
  ['emailsRepeated', 'mail rep'],
  ['exportsQueued', 'fnrh q'],
  ['exportsDelivered', 'fnrh dlv'],
  ['fnrhDigitalRegistered', 'fnrh-dig'],
  ['exportsLost', 'fnrh lost'],
  ['exportsRepeated', 'fnrh rep'],
  ['errors', 'errors'],
];
const row = (label: string, values: (string | number)[]) =>
  [
    label.padEnd(7),
    ...values.map((value, index) => String(value).padStart(Math.max(6, COLUMNS[index]?.[1].length ?? 0))),
  ].join(' ');

async function main() {
  const started = Date.now();
  const workDir = await mkdtemp(path.join(tmpdir(), 'hospedar-faults-'));
  const postgres = await createPrivatePostgres({ port: postgresPort });
  // Ctrl-C reaches the API processes (same process group) but not PostgreSQL, which pg_ctl detached.
  process.once('SIGINT', () => {
    void postgres.destroy().finally(() => process.exit(130));
  });
  let api: ApiProcesses | undefined;
  const mailbox = await startSmtpMailbox();
  const fnrhCredentials = { username: 'faults-bench', apiKey: randomBytes(12).toString('hex') };
  const fnrh = await startFnrhReceiver(fnrhCredentials);
  let client: pg.Client | undefined;
  const totals = Object.fromEntries(COLUMNS.map(([key]) => [key, 0])) as Record<
    (typeof COLUMNS)[number][0],
    number
  >;
  const problems: string[] = [];
  const repeats: string[] = [];
  try {
    console.info(`PostgreSQL 15 on :${postgresPort} (${workDir}); ${cycles} cycles, ${lanes} guests at once`);
    await postgres.start();
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    const databaseUrl = postgres.url(DATABASE);
    const handle = await openDatabase({ databaseUrl });
    await runMigrations(handle);
    await prepareDemo(handle.db, systemClock);
    await handle.close();
    const guests = await addBenchGuests(databaseUrl, {
      count: cycles * guestsPerCycle,
      fnrh: { ...fnrhCredentials, baseUrl: fnrh.baseUrl },
    });

    // The load bench's process starter: N processes on one port, each request handed to the next one.
    api = await startApiProcesses({
      databaseUrl,
      port: apiPort,
      count: API_PROCESSES,
      smtpUrl: mailbox.url,
      logFile: path.join(workDir, 'api.log'),
      env: {
        WEB_DIST_DIR: path.join(workDir, 'no-web-dist'),
        MAIL_FROM: 'Hospedar <no-reply@faults.test>',
        RATE_LIMIT_FACTOR: '1000',
        BOT_CHECK_MAX_NUMBER: '1000',
        LOG_LEVEL: 'warn',
      },
    });
    const running = api;
    console.info(
      `${API_PROCESSES} API processes on :${apiPort} (log in ${workDir}/api.log), ready after ${Math.round((Date.now() - started) / 1000)} s`,
    );
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('error', () => undefined);

    console.info(
      row(
        'cycle',
        COLUMNS.map(([, title]) => title),
      ),
    );
    let kills = 0;
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const since = new Date();
      const exitsBefore = running.exits();
      const cycleGuests: BenchGuest[] = guests.slice(cycle * guestsPerCycle, (cycle + 1) * guestsPerCycle);
      const acknowledged: AcknowledgedSave[] = [];
      let errors = 0;
      const failures: string[] = [];
      // Guests keep arriving, `lanes` at a time, until the faults are over (or the cycle's guests run out).
      let isFaulting = true;
      let nextGuest = 0;
      const lane = async (laneIndex: number) => {
        await sleep(laneIndex * 250);
        while (isFaulting && nextGuest < cycleGuests.length) {
          const index = nextGuest++;
          const guest = cycleGuests[index];
          if (!guest) return;
          const result = await runGuestJourney(
            {
              host: `${BENCH_SUBDOMAIN}.localhost:${apiPort}`,
              search: {
                type: 'reservation',
                reservationNumber: guest.reservationNumber,
                lastName: guest.lastName,
              },
              email: guest.email,
            },
            {
              baseUrl: running.baseUrl,
              mailbox,
              // Each guest from an address of its own, as behind the proxy (TRUST_PROXY=loopback).
              clientAddress: `10.${cycle + 1}.${Math.floor(index / 250)}.${(index % 250) + 1}`,
              onSave: (save) => acknowledged.push(save),
              // As the portal: a try without answer or with a 5xx is sent again after a growing pause; a
              // PIN e-mail that did not come is asked again (a killed process's claim lasts 60 s).
              shouldRetry: async (_failure, attempt) => {
                errors += 1;
                if (attempt > MAX_RETRIES) return false;
                await sleep(Math.min(5_000, 300 * 2 ** (attempt - 1)));
                return true;
              },
              pinTimeoutMs: 90_000,
            },
          );
          if (!result.ok) {
            const { step, message } = result.failure;
            failures.push(`${guest.reservationNumber}: ${step}: ${message}`);
          }
        }
      };
      const journeys = Array.from({ length: lanes }, (_, laneIndex) => lane(laneIndex));

      // The faults: one process killed with SIGKILL (the cluster starts another), then PostgreSQL stopped
      // at once and started again.
      await sleep(3000);
      const victim = running.pids()[cycle % API_PROCESSES];
      if (victim === undefined) throw new Error('no API process to kill');
      await running.killHard(victim);
      kills += 1;
      await sleep(3000);
      await client.end().catch(() => undefined);
      await postgres.stopImmediately();
      await sleep(2000);
      await postgres.start();
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      client.on('error', () => undefined);
      await sleep(3000);
      isFaulting = false;

      await Promise.all(journeys);
      const isSettled = await waitForOutboxSettled(client, 180_000);
      const counts = await checkCycle(client, {
        since,
        guestIds: cycleGuests.slice(0, nextGuest).map((guest) => guest.guestId),
        acknowledged,
        errors,
        mailbox,
        fnrh,
      });
      // A process that died of the faults themselves (not the one killed on purpose) is a finding.
      const died = running.exits() - exitsBefore - 1;
      if (!isSettled) counts.problems.push('outbox not settled after 180 s');
      if (died > 0) counts.problems.push(`${died} API process(es) died during the faults`);
      for (const failure of failures) counts.problems.push(`journey gave up: ${failure}`);
      for (const [key] of COLUMNS) totals[key] += counts[key];
      problems.push(...counts.problems.map((problem) => `cycle ${cycle + 1}: ${problem}`));
      repeats.push(...counts.repeats.map((repeat) => `cycle ${cycle + 1}: ${repeat}`));
      console.info(
        row(
          String(cycle + 1),
          COLUMNS.map(([key]) => counts[key]),
        ),
      );
    }
    if (fnrh.unkeyed > 0) problems.push(`${fnrh.unkeyed} FNRH Digital registrations came without a key`);
    console.info(
      row(
        'total',
        COLUMNS.map(([key]) => totals[key]),
      ),
    );
    console.info(
      `${cycles} cycles in ${Math.round((Date.now() - started) / 1000)} s; each: kill -9 of one API process (${kills} in all) and its restart, then pg_ctl stop -m immediate and start`,
    );
    if (repeats.length > 0) {
      console.info(
        `Repeated (same id, receiver keeps one): ${totals.emailsRepeated} e-mails, ${totals.exportsRepeated} FNRH Digital registrations`,
      );
      for (const repeat of repeats) console.info(`  ${repeat}`);
    }
    for (const problem of problems) console.info(`  ${problem}`);
    const isClean = problems.length === 0;
    console.info(
      isClean
        ? 'OK: nothing acknowledged was lost or kept twice; every message delivered, each id kept once'
        : 'FAILED',
    );
    process.exitCode = isClean ? 0 : 1;
  } finally {
    await client?.end().catch(() => undefined);
    await api?.stop().catch(() => undefined);
    await mailbox.close();
    await fnrh.close();
    await postgres.destroy();
    // The processes' log stays for a failed run (or with --keep).
    if (process.exitCode === 0 && !process.argv.includes('--keep')) {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}

await main();
