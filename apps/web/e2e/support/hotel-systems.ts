import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TFnrhDigitalRegistration } from '@hospedar/contracts/fnrh-digital/registration';
import Fastify from 'fastify';
import { fnrhContractRoutes } from '../../../api/src/modules/fnrh-digital-sandbox/contract-routes.ts';

/**
 * The hotel's side of an end-to-end test (decisions 180-182): the hotel CLI, an API server of the
 * test's own on a fresh embedded database, and an FNRH Digital contract server in the test's process.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

/** The environment `npm start` and `npm run hotel` get: the same database, as playwright.config.ts sets. */
export function serverEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: 'true',
    RATE_LIMIT_FACTOR: '20',
  };
}

/** A fresh data directory under .data-test: nothing of an earlier run. */
export function freshDataDir(name: string): string {
  const dataDir = path.join(REPO_ROOT, '.data-test', name);
  rmSync(dataDir, { recursive: true, force: true });
  return dataDir;
}

/** `npm run -s hotel -- <args>` as an operator runs it (no npm banner); its stdout lines (a refusal throws with stderr). */
export async function hotelCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string[]> {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'hotel', '--', ...args], { cwd: REPO_ROOT, env });
    return stdout.trimEnd().split('\n');
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`npm run hotel -- ${args.join(' ')} failed:\n${stderr ?? String(error)}`);
  }
}

/**
 * `npm run start -w @hospedar/api` (the built SPA and the API, as the e2e webServer runs it) on `port`;
 * answers once /api/health does. `stop` ends its process group and waits for it.
 */
export async function startApiServer(env: NodeJS.ProcessEnv, port: number) {
  const child: ChildProcess = spawn('npm', ['run', 'start', '-w', '@hospedar/api'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://localhost:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API server exited:\n${stderr}`);
    const isUp = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > until) throw new Error(`the API server did not answer on ${baseURL}:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

export type ReceivedRegistration = {
  body: TFnrhDigitalRegistration;
  cpfSolicitante: string;
  username: string;
};

/**
 * The FNRH Digital v2 contract server (modules/fnrh-digital-sandbox, decision 155) on 127.0.0.1 in the
 * test's process, taking one user and key: it checks every field as the documented contract does, and
 * keeps what it accepted for the test to read.
 */
export async function startFnrhContractServer(credentials: { username: string; key: string }) {
  const registrations: ReceivedRegistration[] = [];
  let refusals = 0;
  const app = Fastify({ logger: false });
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode >= 400) refusals += 1;
  });
  await app.register(fnrhContractRoutes, {
    isKnownCredential: async (username, key) => username === credentials.username && key === credentials.key,
    onRegistered: (registration) => registrations.push(registration),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/FNRH_API/rest/v2`,
    registrations: () => [...registrations],
    refusals: () => refusals,
    close: () => app.close(),
  };
}
