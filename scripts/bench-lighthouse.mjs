// Lighthouse on the guest's screens, as a phone on a slow network sees them (issue 18).
// Usage: npm run bench:lighthouse [-- --no-build] [-- --runs=N] [-- --screens=PIN,guest-list]
//        [-- --save=DIR] [-- --cpu-slowdown=N]  (each run's report and trace as JSON in DIR, for Chromium's or Lighthouse's viewers)
// Builds the portal, starts it in production mode on a fresh database, signs a demo guest in through the
// screens, and runs Lighthouse's mobile preset (simulated Slow 4G, 4x CPU) in Debian's Chromium on each
// screen, N times (3 by default). Prints the median run's figures against the goals; exits 1 when a goal
// is missed, so a script can tell.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startPortal } from './bench-support/portal-server.mjs';
import {
  launchGuestBrowser,
  pinScreenSession,
  restoreSession,
  SEARCH_SESSION,
  signInFromPinScreen,
} from './bench-support/demo-guest-sign-in.mjs';

const GOALS = { performance: 95, accessibility: 100, lcpMs: 1800, tbtMs: 150, cls: 0.05 };
const port = Number(process.env.BENCH_PORT ?? 3200);
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
const optionValue = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// Screens by name, spaces as dashes ("guest-list"); all five when not given.
const onlyScreens = optionValue('screens')?.split(',');
const saveDir = optionValue('save');
// A host faster than the preset assumes can stand in for the preset's phone with a larger slowdown:
// about 4 × benchmarkIndex / 1750 (Lighthouse's docs/throttling.md). Default: the preset's 4.
const cpuSlowdown = optionValue('cpu-slowdown') ? Number(optionValue('cpu-slowdown')) : undefined;
if (saveDir) mkdirSync(saveDir, { recursive: true });
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

// The local mailbox holds the PIN the bench signs in with; nothing else differs from production.
const portal = await startPortal({ port, env: { DEV_MAILBOX: 'true' } });
const { base } = portal;

function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? Number.NaN,
    // Which accessibility checks failed, so a score under 100 says where to look.
    a11yFailures: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

function missed(result) {
  const misses = [];
  if (result.performance < GOALS.performance)
    misses.push(`performance ${result.performance} < ${GOALS.performance}`);
  if (result.accessibility < GOALS.accessibility)
    misses.push(`accessibility ${result.accessibility} < ${GOALS.accessibility}`);
  if (result.lcpMs > GOALS.lcpMs) misses.push(`LCP ${Math.round(result.lcpMs)} ms > ${GOALS.lcpMs}`);
  if (result.tbtMs > GOALS.tbtMs) misses.push(`TBT ${Math.round(result.tbtMs)} ms > ${GOALS.tbtMs}`);
  if (result.cls > GOALS.cls) misses.push(`CLS ${result.cls.toFixed(3)} > ${GOALS.cls}`);
  return misses;
}

const results = [];
/** Lighthouse's own measure of the host's CPU in each run (lhr.environment.benchmarkIndex). */
const benchmarkIndexes = [];
// A guest of a Brazilian hotel: a phone in Portuguese, for the whole run (the session stays open).
const { browser, page } = await launchGuestBrowser();
try {
  const { session: pinSession, since } = await pinScreenSession(page, base);
  // Signed in by the PIN, as the guest is; then the guest opens their own form from the list.
  const listSession = await signInFromPinScreen(page, base, since);

  const screens = [
    { name: 'welcome', path: '/', session: {} },
    { name: 'search', path: '/welcome/find-your-reservation', session: SEARCH_SESSION },
    { name: 'PIN', path: '/token-validation', session: pinSession },
    { name: 'guest list', path: '/home', session: listSession },
    { name: 'personal info', path: '/reservation/personal-info', session: listSession },
  ];
  const slug = (name) => name.replaceAll(' ', '-');
  for (const screen of screens) {
    if (onlyScreens && !onlyScreens.includes(slug(screen.name))) continue;
    const lhrs = [];
    let retries = 0;
    for (let run = 0; run < runs; run += 1) {
      await restoreSession(page, base, screen.session);
      const result = await lighthouse(
        `${base}${screen.path}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // The session put in the tab above is what a guest's tab holds on this screen.
          disableStorageReset: true,
          ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
        },
        undefined,
        page,
      );
      // Lighthouse sometimes loses the navigation's start in the trace (NO_NAVSTART) on a busy host; such a
      // run has no metrics, so it is run again (at most twice a screen) rather than ending the whole bench.
      if (result.lhr.runtimeError && retries < 2) {
        retries += 1;
        console.info(
          `${screen.name}: run ${run + 1} had no metrics (${result.lhr.runtimeError.code}), run again`,
        );
        run -= 1;
        continue;
      }
      lhrs.push(result.lhr);
      if (result.lhr.environment?.benchmarkIndex)
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      if (saveDir) {
        const file = join(saveDir, `${slug(screen.name)}-${run + 1}`);
        writeFileSync(`${file}.report.json`, JSON.stringify(result.lhr));
        writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace ?? {}));
      }
    }
    const median = computeMedianRun(lhrs);
    const result = {
      name: screen.name,
      finalPath: new URL(median.finalDisplayedUrl).pathname,
      ...figures(median),
    };
    results.push(result);
    console.info(
      `${screen.name.padEnd(14)} perf ${String(result.performance).padStart(3)}  a11y ${String(result.accessibility).padStart(3)}  ` +
        `LCP ${String(Math.round(result.lcpMs)).padStart(5)} ms  TBT ${String(Math.round(result.tbtMs)).padStart(4)} ms  ` +
        `CLS ${result.cls.toFixed(3)}  FCP ${Math.round(result.fcpMs)} ms  ${result.requests} requests  (${result.finalPath})`,
    );
    if (result.a11yFailures.length > 0)
      console.info(`${''.padEnd(14)} accessibility checks failed: ${result.a11yFailures.join(', ')}`);
  }
} finally {
  await browser.close();
  portal.stop();
}

let failed = false;
console.info(
  `\nGoals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, LCP ≤ ${GOALS.lcpMs} ms, ` +
    `TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls} (median of ${runs}, Lighthouse mobile preset` +
    `${cpuSlowdown ? `, CPU slowdown ${cpuSlowdown}×` : ''})`,
);
if (benchmarkIndexes.length > 0) {
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  // Lighthouse's docs/throttling.md: the preset's 4× CPU slowdown takes a high-end desktop (benchmarkIndex
  // 1500-2000) to a mid-tier phone; a slower host makes the same page's tasks longer, so the index goes
  // with every figure recorded.
  console.info(
    `Host CPU: Lighthouse benchmarkIndex ${Math.round(median)} (median of ${sorted.length} runs, ` +
      `${Math.round(sorted[0])}-${Math.round(sorted.at(-1))}); the preset's 4× CPU slowdown is meant for 1500-2000`,
  );
  // The same docs scale the multiplier with the host: about 4 × benchmarkIndex / 1750. Printed when the
  // host is outside the preset's range, so a run there can be repeated at the phone the preset means.
  if (!cpuSlowdown && (median < 1500 || median > 2000)) {
    const calibrated = Math.max(1, Math.round(((4 * median) / 1750) * 10) / 10);
    console.info(`  for this host's CPU, Lighthouse's docs suggest --cpu-slowdown=${calibrated}`);
  }
}
for (const result of results) {
  const misses = missed(result);
  if (misses.length > 0) failed = true;
  console.info(`  ${result.name}: ${misses.length === 0 ? 'met' : `MISSED (${misses.join('; ')})`}`);
}
process.exitCode = failed ? 1 : 0;
