// Traces with V8's CPU profiler of the signed-in screens (guest list, personal info), one file a run, for
// profile-tasks.mjs (decision 287). Signs the demo guest in as bench-lighthouse.mjs does; no Lighthouse.
// Usage: npx vite build --sourcemap --outDir DIST (in apps/web), then
//   WEB_DIST_DIR=DIST BENCH_PORT=37xx node scripts/bench-support/profile-screens.mjs --save=DIR [--runs=2]
//   [--screens=guest-list,personal-info] [--cpu=1]   (--cpu: Chromium's CPU throttling rate)
// A run's trace can lack the main frame's navigation (the tools then say so): take the others.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPortal } from './portal-server.mjs';
import {
  launchGuestBrowser,
  pinScreenSession,
  restoreSession,
  signInFromPinScreen,
} from './demo-guest-sign-in.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const opt = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(opt('runs') ?? 2);
const saveDir = opt('save');
const cpu = Number(opt('cpu') ?? 1);
const onlyScreens = opt('screens')?.split(',');
mkdirSync(saveDir, { recursive: true });
const portal = await startPortal({ port, env: { DEV_MAILBOX: 'true' } });
const { base } = portal;
const { browser, page, devtools } = await launchGuestBrowser();
try {
  const { since } = await pinScreenSession(page, base);
  const listSession = await signInFromPinScreen(page, base, since);
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
      await restoreSession(page, base, listSession);
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
