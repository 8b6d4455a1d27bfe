import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = 'e2e-screenshots';
/**
 * CI sets E2E_SCREENSHOTS=off: nobody looks at its screenshots, and on two cores their ~300 full-page
 * captures a size (window grown, PNG encoded at twice the pixels on phones) cost minutes (decision 170).
 * The screen still settles first, so what follows sees the same page either way.
 */
const isCapturing = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * For a test whose steps and checks are the same at both sizes (nothing in it depends on the window or on
 * touch): it runs in the phone's project, and in the desktop's only while screenshots are taken, for the
 * person who looks at both sizes' screens. CI takes none, so it runs once there: "test at both sizes what
 * differs by size" (decision 308).
 */
export function sizeIndependent(testInfo: TestInfo, reason: string): void {
  test.skip(
    testInfo.project.name !== 'mobile' && !isCapturing,
    `size-independent (${reason}): the mobile project runs it`,
  );
}

/**
 * Saves a full-page screenshot as e2e-screenshots/<project>/<name>.png, for a person to look at.
 * `fullPage: false` keeps the window's size: a full-screen dialog would grow with a taller window.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const path = join(SCREENSHOT_DIR, testInfo.project.name, `${name}.png`);
  if (!isCapturing) {
    await waitForSettledScreen(page);
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  if (!fullPage) {
    await waitForSettledScreen(page);
    await page.screenshot({ path });
    return;
  }
  // A full-page capture of a page taller than the window replays the route's entry animation on
  // desktop Chromium (the capture showed a half-transparent page): grow the window first, let it settle.
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const isTaller = viewport !== null && height > viewport.height;
  if (isTaller) await page.setViewportSize({ width: viewport.width, height });
  await waitForSettledScreen(page);
  await page.screenshot({ path, fullPage: true });
  if (isTaller) await page.setViewportSize(viewport);
}

/** Waits until every finite CSS animation and transition (the route's fade) has finished; spinners are left running. */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
  });
}

/** Fails on any serious or critical accessibility violation that axe finds on the page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Mid-fade, text is half transparent and axe would measure a contrast the guest never sees.
  await waitForSettledScreen(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** The address of a hotel on its own subdomain, on the port the portal under test listens on. */
export function hotelUrl(baseURL: string | undefined, subdomain: string, path = '/'): string {
  const url = new URL(path, baseURL ?? 'http://localhost:3100');
  url.hostname = `${subdomain}.localhost`;
  return url.toString();
}
