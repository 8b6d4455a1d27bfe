// The production portal on a fresh embedded database, for the benchmarks: built SPA + API, as `npm start`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium's flags on this closed network (the developers' guide), for every benchmark's browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitForHealth(base) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the portal did not start within 120 s');
}

/**
 * Starts the portal in production mode on `port` and waits until it answers. `env` adds settings (the
 * Lighthouse bench keeps the local mailbox to read a PIN). `stop()` ends it and removes its data.
 */
export async function startPortal({ port, env = {} }) {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hospedar-bench-'));
  const server = spawn('npm', ['run', 'start', '-w', '@hospedar/api'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // Production asks for both: the portal's own domain for links, and a secret shared by processes.
      PORTAL_BASE_DOMAIN: `localhost:${port}`,
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // The server's process group has already gone.
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
