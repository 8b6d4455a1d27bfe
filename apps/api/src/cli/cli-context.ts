import type { StorageDriver } from '../adapters/storage/storage-driver.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';

/** Where a command writes: `info` to stdout, `error` to stderr (the tests collect both). */
export type CliOutput = { info: (line: string) => void; error: (line: string) => void };

/** What every command of `npm run hotel` receives (decision 172). */
export type CliContext = {
  db: Database;
  clock: Clock;
  output: CliOutput;
  /** What the guest commands also need (decision 205): the server's storage and the portal's files. */
  privacy?: { storage: StorageDriver; portalFilesDir: string };
  /** Who runs the command, as the audit names it: --actor, else the operating system's user. */
  actor?: string;
  /** Where links of the portal point (PORTAL_BASE_DOMAIN, PORT); http://<hotel>.localhost:3000 without. */
  portal?: { baseDomain: string | undefined; port: number };
};

/** The process's own streams. */
export const consoleOutput: CliOutput = {
  info: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
};
