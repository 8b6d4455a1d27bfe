/**
 * Starts N API processes on one PostgreSQL database, as a hotel chain runs them (issue 18), for the
 * load and fault benches:
 *
 *   const api = await startApiProcesses({ databaseUrl, port: 4100, count: 2, smtpUrl });
 *   api.baseUrl            'http://127.0.0.1:4100' (every process answers on that port: cluster module)
 *   api.pids()             the API processes' pids now (a killed one is replaced unless respawn: false)
 *   await api.waitForListening(2)
 *   await api.killHard(pid)  kill -9 of one process; resolves when its replacement listens (respawn)
 *   api.exits()            how many processes exited since the start (kills included)
 *   await api.stop()
 *
 * The processes run src/server.ts in production mode (NODE_ENV=production), sharing APP_SECRET, with
 * TRUST_PROXY=loopback so each simulated guest's X-Forwarded-For is its own address (the rate limits
 * and search locks count per address and hotel, as behind a real proxy). The database is migrated once
 * before they start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openConfiguredDatabase } from '../../db/open-configured-database.ts';
import { REPO_ROOT } from '../../config.ts';
import type { ClusterReport } from './cluster-main.ts';

export type ApiProcessesOptions = {
  databaseUrl: string;
  port: number;
  /** How many API processes (default 1). */
  count?: number;
  /** Where e-mail goes (smtp://127.0.0.1:<port>); unset keeps it in the database's dev mailbox. */
  smtpUrl?: string;
  /** Replace a process that died (default true). */
  respawn?: boolean;
  /** Shared by the processes; a fresh one by default. */
  appSecret?: string;
  /** More environment for the processes (BOT_CHECK_MAX_NUMBER, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Where the processes' stdout and stderr go (default: this process's stderr for errors only). */
  output?: 'inherit' | 'ignore';
  /** Appends the processes' stdout and stderr to this file instead (a fault run keeps them). */
  logFile?: string;
};

export type ApiProcesses = {
  baseUrl: string;
  port: number;
  pids: () => number[];
  waitForListening: (count: number, timeoutMs?: number) => Promise<void>;
  /**
   * kill -9 of one process (no shutdown hook runs; its requests and outbox batch die with it). Resolves
   * once the primary saw it exit and, with respawn, once as many processes listen again as before.
   */
  killHard: (pid: number, timeoutMs?: number) => Promise<void>;
  /** Processes that exited since the start, for whatever reason (kills included). */
  exits: () => number;
  /** The primary (cluster) process, to stop everything at once if needed. */
  primary: ChildProcess;
  stop: () => Promise<void>;
};

const CLUSTER_MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cluster-main.ts');

export async function startApiProcesses(options: ApiProcessesOptions): Promise<ApiProcesses> {
  const handle = await openConfiguredDatabase({ DATABASE_URL: options.databaseUrl, DATA_DIR: tmpdir() });
  await handle.close();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospedar-load-api-'));
  const count = options.count ?? 1;
  const log = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const primary = spawn(process.execPath, ['--import', 'tsx', CLUSTER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      APP_SECRET: options.appSecret ?? randomBytes(32).toString('hex'),
      PORTAL_BASE_DOMAIN: `localhost:${options.port}`,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      API_PROCESSES: String(count),
      API_RESPAWN: options.respawn === false ? 'false' : 'true',
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    },
    stdio:
      log === undefined
        ? ['ignore', options.output === 'inherit' ? 'inherit' : 'ignore', 'inherit', 'ipc']
        : ['ignore', log, log, 'ipc'],
  });
  if (log !== undefined) closeSync(log);
  let latest: ClusterReport = { type: 'workers', pids: [], listening: 0, exits: 0 };
  const listeners = new Set<() => void>();
  primary.on('message', (message: ClusterReport) => {
    if (message?.type !== 'workers') return;
    latest = message;
    for (const listener of listeners) listener();
  });
  const exited = new Promise<void>((resolve) => primary.once('exit', () => resolve()));

  /** Resolves when `isReached` holds for the latest report, rejects after timeoutMs or if the primary exits. */
  const waitFor = (isReached: () => boolean, describeWait: () => string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!isReached()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${describeWait()} after ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then(() => {
        done();
        reject(new Error('the API processes exited'));
      });
      check();
    });

  const api: ApiProcesses = {
    baseUrl: `http://127.0.0.1:${options.port}`,
    port: options.port,
    primary,
    pids: () => [...latest.pids],
    waitForListening: (wanted, timeoutMs = 120_000) =>
      waitFor(
        () => latest.listening >= wanted,
        () => `${latest.listening} of ${wanted} API processes listening`,
        timeoutMs,
      ),
    killHard: async (pid, timeoutMs = 120_000) => {
      const wanted = latest.listening;
      process.kill(pid, 'SIGKILL');
      await waitFor(
        () => !latest.pids.includes(pid),
        () => `process ${pid} still running`,
        timeoutMs,
      );
      if (options.respawn !== false) await api.waitForListening(wanted, timeoutMs);
    },
    exits: () => latest.exits,
    stop: async () => {
      if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await api.waitForListening(count);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}
