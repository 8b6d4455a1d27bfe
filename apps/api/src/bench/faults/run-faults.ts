import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { systemClock } from '../../clock.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { prepareDemo } from '../../db/seed/prepare-demo.ts';
import { createApiProcess, type ApiProcess } from './api-process.ts';
import { addBenchGuests, type BenchGuest } from './bench-data.ts';
import { startFnrhReceiver } from './fnrh-receiver.ts';
import { runGuestJourney, type Acknowledged } from './guest-journey.ts';
import { checkCycle, waitForOutboxSettled, type CycleCounts } from './ledger.ts';
import { createPrivatePostgres } from './private-postgres.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';

/** Ports of this script (issue 18's faults bench): PostgreSQL, the two API processes, SMTP, FNRH Digital. */
const PORTS = { postgres: 5544, api: [4201, 4202], smtp: 4210, fnrh: 4211 } as const;
const DATABASE = 'hospedar_faults';

function numberArg(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cycles = numberArg('cycles', 20);
/** Guests seeded per cycle: the most a cycle can take through the portal. */
const guestsPerCycle = numberArg('guests', 40);
/** Guests on the portal at once. */
const lanes = numberArg('lanes', 6);

const COLUMNS: [Exclude<keyof CycleCounts, 'problems'>, string][] = [
  ['journeys', 'guests'],
  ['acknowledged', 'acked'],
  ['lost', 'lost'],
  ['duplicated', 'dup'],
  ['emailsQueued', 'mail q'],
  ['emailsDelivered', 'mail dlv'],
  ['emailsLost', 'mail lost'],
  ['emailsDuplicated', 'mail dup'],
  ['exportsQueued', 'fnrh q'],
  ['exportsDelivered', 'fnrh dlv'],
  ['fnrhDigitalRegistered', 'fnrh-dig'],
  ['exportsLost', 'fnrh lost'],
  ['exportsDuplicated', 'fnrh dup'],
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
  const postgres = await createPrivatePostgres({ port: PORTS.postgres });
  // Ctrl-C reaches the API processes (same process group) but not PostgreSQL, which pg_ctl detached.
  process.once('SIGINT', () => {
    void postgres.destroy().finally(() => process.exit(130));
  });
  const processes: ApiProcess[] = [];
  const smtp = await startSmtpReceiver({ port: PORTS.smtp });
  const fnrhCredentials = { username: 'faults-bench', apiKey: randomBytes(12).toString('hex') };
  const fnrh = await startFnrhReceiver({ port: PORTS.fnrh, ...fnrhCredentials });
  let client: pg.Client | undefined;
  const totals = Object.fromEntries(COLUMNS.map(([key]) => [key, 0])) as Record<keyof CycleCounts, number>;
  const problems: string[] = [];
  try {
    console.info(
      `PostgreSQL 15 on :${PORTS.postgres} (${workDir}); ${cycles} cycles, ${lanes} guests at once`,
    );
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

    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      APP_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: path.join(workDir, 'no-web-dist'),
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      MAIL_FROM: 'Hospedar <no-reply@faults.test>',
      RATE_LIMIT_FACTOR: '1000',
      BOT_CHECK_MAX_NUMBER: '1000',
      LOG_LEVEL: 'warn',
    };
    for (const [index, port] of PORTS.api.entries()) {
      processes.push(createApiProcess({ port, env, logFile: path.join(workDir, `api-${index + 1}.log`) }));
    }
    // Both at once: the startup lock makes them migrate and seed in turn.
    await Promise.all(processes.map((api) => api.start()));
    console.info(
      `API processes on :${PORTS.api.join(', :')} (logs in ${workDir}), ready after ${Math.round((Date.now() - started) / 1000)} s`,
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
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const since = new Date();
      const cycleGuests: BenchGuest[] = guests.slice(cycle * guestsPerCycle, (cycle + 1) * guestsPerCycle);
      const acknowledged: Acknowledged[] = [];
      const errors: string[] = [];
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
          await runGuestJourney(
            guest,
            {
              baseUrls: processes.map((api) => api.baseUrl),
              mailbox: smtp,
              onAcknowledged: (save) => acknowledged.push(save),
              onError: (what) => errors.push(what),
            },
            `c${cycle + 1}g${index + 1}`,
          ).catch((error: unknown) => {
            failures.push(
              `${guest.reservationNumber}: ${error instanceof Error ? error.message : String(error)}`,
            );
          });
        }
      };
      const journeys = Array.from({ length: lanes }, (_, laneIndex) => lane(laneIndex));

      // The faults: one process killed with SIGKILL and started again, then PostgreSQL stopped at once.
      const victim = processes[cycle % processes.length];
      if (!victim) throw new Error('no API process');
      await sleep(3000);
      await victim.killHard();
      await sleep(500);
      await victim.start();
      await sleep(3000);
      await client.end().catch(() => undefined);
      await postgres.stopImmediately();
      await sleep(2000);
      await postgres.start();
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      client.on('error', () => undefined);
      await sleep(3000);
      // A process that died of the faults themselves (not the one killed on purpose) is a finding; it is
      // started again so the cycle's guests can finish.
      const died = processes.filter((api) => api.pid === undefined);
      for (const api of died) await api.start();
      isFaulting = false;

      await Promise.all(journeys);
      const isSettled = await waitForOutboxSettled(client, 180_000);
      for (const api of processes.filter((each) => each.pid === undefined)) {
        died.push(api);
        await api.start();
      }
      const counts = await checkCycle(client, {
        since,
        guestIds: cycleGuests.slice(0, nextGuest).map((guest) => guest.guestId),
        acknowledged,
        errors: errors.length,
        mailbox: smtp,
        fnrh,
      });
      if (!isSettled) counts.problems.push('outbox not settled after 180 s');
      for (const api of died) counts.problems.push(`API process :${api.port} died during the faults`);
      for (const failure of failures) counts.problems.push(`journey gave up: ${failure}`);
      for (const [key] of COLUMNS) totals[key] += counts[key];
      problems.push(...counts.problems.map((problem) => `cycle ${cycle + 1}: ${problem}`));
      console.info(
        row(
          String(cycle + 1),
          COLUMNS.map(([key]) => counts[key]),
        ),
      );
    }
    console.info(
      row(
        'total',
        COLUMNS.map(([key]) => totals[key]),
      ),
    );
    console.info(
      `${cycles} cycles in ${Math.round((Date.now() - started) / 1000)} s; each: kill -9 of one API process and its restart, then pg_ctl stop -m immediate and start`,
    );
    for (const problem of problems) console.info(`  ${problem}`);
    const isClean =
      problems.length === 0 &&
      totals.lost +
        totals.duplicated +
        totals.emailsLost +
        totals.emailsDuplicated +
        totals.exportsLost +
        totals.exportsDuplicated ===
        0;
    console.info(
      isClean ? 'OK: nothing acknowledged was lost, nothing was kept or delivered twice' : 'FAILED',
    );
    process.exitCode = isClean ? 0 : 1;
  } finally {
    await client?.end().catch(() => undefined);
    for (const api of processes) await api.stop().catch(() => undefined);
    await smtp.close();
    await fnrh.close();
    await postgres.destroy();
    // The processes' logs stay for a failed run (or with --keep).
    if (process.exitCode === 0 && !process.argv.includes('--keep')) {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}

await main();
