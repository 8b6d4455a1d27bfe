import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian keeps PostgreSQL 15's server programs. */
export const PG_BIN_DIR = '/usr/lib/postgresql/15/bin';

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop -m immediate: every backend dies at once, as in a crash (the WAL is replayed on start). */
  stopImmediately(): Promise<void>;
  /** Stops the server (fast) and deletes its data directory. */
  destroy(): Promise<void>;
};

/** Runs a PostgreSQL program as the postgres user (we are root; the server refuses to run as root). */
async function asPostgres(program: string, args: string[]): Promise<string> {
  const { stdout } = await run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN_DIR, program), ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * A PostgreSQL server of the script's own (initdb into a fresh temporary directory, its own port and
 * socket directory), so faults can be injected without touching the machine's PostgreSQL service.
 */
export async function createPrivatePostgres({ port }: { port: number }): Promise<PrivatePostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'hospedar-faults-pg-'));
  await chmod(root, 0o755);
  const dataDir = path.join(root, 'data');
  const { uid, gid } = await postgresIds();
  await chown(root, uid, gid);
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    '-c fsync=on',
  ].join(' ');
  const logFile = path.join(root, 'server.log');
  let isRunning = false;

  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      isRunning = true;
    },
    async stopImmediately() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      isRunning = false;
    },
    async destroy() {
      if (isRunning) await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => '');
      isRunning = false;
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
