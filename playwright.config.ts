import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install Debian's Chromium with ` +
      '`apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH. ' +
      'Never run `playwright install`: browsers are not downloaded here.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = resolve(`.data-test/e2e-${port}`);

export default defineConfig({
  testDir: './apps/web/e2e',
  // One folder per port: `npm run test:e2e` runs the two projects at once, each with its own server.
  outputDir: `./test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${port}` }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Guests of a Brazilian hotel: a phone set to Portuguese, in Brazil's time zone.
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The page's transitions off: on two cores, two Chromiums animating every route cost minutes of
    // CI. The portal honours the setting (app.css), so what the tests see is what such a guest sees.
    reducedMotion: 'reduce',
    // Recording a trace films every test; on CI only a retry records one (the first failure's
    // screenshot is kept either way), which spares the two cores minutes of the half-hour.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    // The portal as `npm start` serves it (built SPA + API), on a fresh embedded database.
    command: `rm -rf ${dataDir} && npm run start -w @hospedar/api`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The tests read PINs from the local mailbox, as a newcomer does; no SMTP relay here.
      DEV_MAILBOX: 'true',
      // Every test browser shares one address: the limits per address are scaled, the rules stay.
      RATE_LIMIT_FACTOR: '20',
    },
  },
});
