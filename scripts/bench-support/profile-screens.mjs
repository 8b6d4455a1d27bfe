// Traces with V8's CPU profiler of the signed-in screens (guest list, personal info), one file a run, for
// profile-tasks.mjs (decision 287). Signs the demo guest in as bench-lighthouse.mjs does; no Lighthouse.
// Usage: npx vite build --sourcemap --outDir DIST (in apps/web), then
//   WEB_DIST_DIR=DIST BENCH_PORT=37xx node scripts/bench-support/profile-screens.mjs --save=DIR [--runs=2]
//   [--screens=guest-list,personal-info] [--cpu=1]   (--cpu: Chromium's CPU throttling rate)
// A run's trace can lack the main frame's navigation (the tools then say so): take the others.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startPortal } from './portal-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const opt = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(opt('runs') ?? 2);
const saveDir = opt('save');
const cpu = Number(opt('cpu') ?? 1);
const onlyScreens = opt('screens')?.split(',');
mkdirSync(saveDir, { recursive: true });
const DEMO_GUEST = { reservationNumber: '1001', lastName: 'Souza', email: 'ana.souza@example.com' };
const portal = await startPortal({ port, env: { DEV_MAILBOX: 'true' } });
const { base } = portal;
const SEARCH_SESSION = { 'hospedar.flow.reservation.reached': '/welcome/find-your-reservation' };
const tabStorage = (page) => page.evaluate(() => ({ ...globalThis.sessionStorage }));
async function restoreSession(page, session) {
  await page.goto(`${base}/api/health`);
  await page.evaluate((entries) => {
    globalThis.sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
  }, session);
}
async function mailedPin(since) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(DEMO_GUEST.email)}`);
    const { messages } = await response.json();
    const newest = messages.find((message) => new Date(message.createdAt) > since);
    const code = newest && /\b(\d{5})\b/.exec(newest.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no PIN');
}
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
  defaultViewport: null,
});
try {
  const page = await browser.newPage();
  const devtools = await page.createCDPSession();
  await devtools.send('Emulation.setLocaleOverride', { locale: 'pt-BR' });
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'pt-BR,pt;q=0.9' });
  await restoreSession(page, SEARCH_SESSION);
  await page.goto(`${base}/welcome/find-your-reservation`, { waitUntil: 'networkidle0' });
  const fields = await page.$$('form input');
  await fields[0].type(DEMO_GUEST.reservationNumber);
  await fields[1].type(DEMO_GUEST.lastName);
  await page.waitForSelector('.bot-check--verified', { timeout: 60_000 });
  await Promise.all([page.waitForNavigation(), page.click('form button[type=submit]')]);
  await page.waitForSelector('input[type=radio]');
  await page.click('input[type=radio]');
  await page.waitForSelector('.bot-check--verified', { timeout: 60_000 });
  const since = new Date();
  await page.locator('form button[type=submit]').click();
  await page.waitForSelector('.pin-input');
  const pin = await mailedPin(since);
  await page.click('.pin-input input');
  await page.keyboard.type(pin);
  await page.waitForFunction(() => globalThis.location.pathname === '/home', { timeout: 30_000 });
  await page.waitForSelector('main h1', { timeout: 30_000 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const listSession = await tabStorage(page);
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const screens = [
    { name: 'guest-list', path: '/home' },
    { name: 'personal-info', path: '/reservation/personal-info' },
  ];
  for (const screen of screens) {
    if (onlyScreens && !onlyScreens.includes(screen.name)) continue;
    for (let run = 0; run < runs; run += 1) {
      await restoreSession(page, listSession);
      await page.goto('about:blank');
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'v8',
          'toplevel',
          'blink.user_timing',
          'loading',
        ],
      });
      await page.goto(`${base}${screen.path}`, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, 4000 * Math.max(1, cpu / 2)));
      const buffer = await page.tracing.stop();
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      writeFileSync(join(saveDir, `${screen.name}-${run + 1}.trace.json`), buffer);
      console.info('saved', screen.name, run + 1);
    }
  }
} finally {
  await browser.close();
  portal.stop();
}
