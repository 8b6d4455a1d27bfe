// Benchmarks what a guest's phone pays: the gzipped JavaScript each first screen loads.
// Usage: npm run bench  (builds the portal, starts it on a fresh database, loads each screen in Chromium).
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startPortal } from './bench-support/portal-server.mjs';

const BUDGET_KB = 170;
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
// A reservation of the demo data (apps/api/src/db/seed/DEMO.md: 1001, Ana Souza), as a search leaves it.
const DEMO_FOUND = {
  id: '68d0c852-1a8e-467c-b170-51ea2857bfd2',
  reservationNumber: '1001',
  resStatus: 1,
  checkinDate: '2030-01-10',
  checkoutDate: '2030-01-13',
  adultsNumber: 2,
  childrenNumber: 1,
  guestId: '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c',
  guestFirstName: 'Ana',
};
const screens = [
  { name: 'welcome (default hotel)', url: `${base}/`, ready: 'main h1' },
  { name: 'menu (second hotel)', url: `http://marazul.localhost:${port}/`, ready: 'main h1' },
  {
    name: 'search (default hotel, bot check solved)',
    url: `${base}/welcome/find-your-reservation`,
    ready: '.bot-check--verified',
    session: { 'hospedar.flow.reservation.reached': '/welcome/find-your-reservation' },
  },
  {
    name: 'PIN (default hotel, after search and contact choice)',
    url: `${base}/token-validation`,
    ready: '.pin-input',
    session: {
      'hospedar.flow.reservation.reached': '/welcome/find-your-reservation',
      'hospedar.search.selected': JSON.stringify(DEMO_FOUND),
      'hospedar.verification.pin': JSON.stringify({
        guestId: DEMO_FOUND.guestId,
        contactId: 'email',
        channel: 'email',
        maskedValue: 'an***@ex***.com',
        pinLength: 5,
        resendAt: 0,
      }),
    },
  },
];

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const portal = await startPortal({ port });
let failed = false;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /**
   * Counts every script (and worker) the page loads from now on; `total()` waits for their bodies.
   * Each URL counts once: assets are content-hashed and served `immutable`, so a second load of the
   * same file (the bot check's worker, started once per challenge) comes from the browser's cache.
   */
  function watchScripts(page) {
    const scripts = [];
    const seen = new Set();
    page.on('response', (response) => {
      const isWorker = /\.worker-[\w-]+\.js$/.test(new URL(response.url()).pathname);
      if (response.request().resourceType() !== 'script' && !isWorker) return;
      if (seen.has(response.url())) return;
      seen.add(response.url());
      // A response the page dropped (a navigation replaced it) has no body left: fetch the same file again.
      const body = response.body().catch(() =>
        fetch(response.url())
          .then((again) => again.arrayBuffer())
          .then((bytes) => Buffer.from(bytes)),
      );
      scripts.push(
        body.then((bytes) => ({ url: response.url(), gzip: gzipSync(bytes, { level: 9 }).length })),
      );
    });
    return () => Promise.all(scripts);
  }

  function report(name, loaded) {
    const totalKb = loaded.reduce((sum, script) => sum + script.gzip, 0) / 1024;
    const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
    if (totalKb > BUDGET_KB) failed = true;
    console.info(
      `\n${name}: ${totalKb.toFixed(1)} kB gzipped JS in ${loaded.length} files (${verdict} the ${BUDGET_KB} kB budget)`,
    );
    for (const script of loaded.sort((a, b) => b.gzip - a.gzip)) {
      console.info(`  ${(script.gzip / 1024).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`);
    }
  }

  // The whole journey in one tab, as a guest makes it: welcome → menu → search → contacts → PIN.
  {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    const loadedScripts = watchScripts(page);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.locator('.welcome-card a, .welcome-card button').first().click();
    await page
      .getByRole('link', { name: /Pré-check-in/ })
      .first()
      .click();
    const fields = page.locator('form input');
    await fields.nth(0).fill('1001');
    await fields.nth(1).fill('Souza');
    await page.locator('.bot-check--verified').waitFor({ timeout: 60_000 });
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/data-validation$/);
    await page.getByRole('radio').first().check();
    await page.locator('.bot-check--verified').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.locator('.pin-input').first().waitFor();
    await page.waitForLoadState('networkidle');
    report('journey welcome → PIN screen (one tab)', await loadedScripts());
    await context.close();
  }

  for (const screen of screens) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    if (screen.session) {
      // What the tab holds after the earlier steps, so the screen opens as a guest reaches it.
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
      }, screen.session);
    }
    const page = await context.newPage();
    const loadedScripts = watchScripts(page);
    await page.goto(screen.url, { waitUntil: 'networkidle' });
    await page.locator(screen.ready).first().waitFor();
    report(screen.name, await loadedScripts());
    await context.close();
  }
  await browser.close();
} finally {
  portal.stop();
}
process.exitCode = failed ? 1 : 0;
