import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ApiProcess = {
  readonly port: number;
  readonly baseUrl: string;
  /** The running server's pid, or undefined while it is down. */
  readonly pid: number | undefined;
  /** Starts `src/server.ts` and waits until /api/health answers 200. */
  start(): Promise<void>;
  /** kill -9: no shutdown hook runs, in-flight requests and outbox batches die with it. */
  killHard(): Promise<void>;
  /** SIGTERM, waiting for the graceful shutdown. */
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One API process as production runs it (`node --import tsx src/server.ts`), on its own port, with the
 * environment every process of the chain shares; its output goes to `logFile`.
 */
export function createApiProcess({
  port,
  env,
  logFile,
}: {
  port: number;
  env: Record<string, string>;
  logFile: string;
}): ApiProcess {
  let child: ChildProcess | undefined;
  const log = createWriteStream(logFile, { flags: 'a' });

  function exited(process: ChildProcess): Promise<void> {
    if (process.exitCode !== null || process.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => process.once('exit', () => resolve()));
  }

  async function waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!child || child.exitCode !== null) throw new Error(`API on :${port} exited while starting`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error(`API on :${port} not healthy after ${timeoutMs} ms`);
  }

  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    get pid() {
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    async start() {
      log.write(`\n--- start ${new Date().toISOString()}\n`);
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      await waitHealthy(120_000);
    },
    async killHard() {
      if (!child) return;
      const dying = child;
      dying.kill('SIGKILL');
      await exited(dying);
      log.write(`\n--- SIGKILL ${new Date().toISOString()}\n`);
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      stopping.kill('SIGTERM');
      await exited(stopping);
    },
  };
}
