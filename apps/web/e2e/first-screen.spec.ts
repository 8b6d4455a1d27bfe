import { expect, test } from '@playwright/test';
import { layoutShiftSum, recordLayoutShifts } from './support/layout-shifts.ts';
import { hotelUrl, saveScreenshot } from './support/screens.ts';

/** Node does not send *.localhost to loopback as Chromium does: the request goes to localhost with the hotel's Host. */
function viaLoopback(hotelAddress: string): { url: string; host: string } {
  const url = new URL(hotelAddress);
  const host = url.host;
  url.hostname = 'localhost';
  return { url: url.href, host };
}

/**
 * Issue 18: the first response already carries the hotel (decision 209), and the app takes over from
 * the server's first screen without a layout shift.
 */
const VISITS = [
  {
    hotel: 'solnascente',
    name: 'Sol Nascente',
    primary: '#c2410c',
    language: 'pt-BR',
    title: 'Bem-vindo à Pousada Sol Nascente',
  },
  {
    hotel: 'solnascente',
    name: 'Sol Nascente',
    primary: '#c2410c',
    language: 'en-US',
    title: 'Welcome to Pousada Sol Nascente',
  },
  { hotel: 'marazul', name: 'Mar Azul', primary: null, language: 'es-ES', title: null },
  { hotel: 'marazul', name: 'Mar Azul', primary: null, language: 'en-US', title: null },
] as const;

for (const visit of VISITS) {
  test(`${visit.hotel} in ${visit.language}: the first HTML has the hotel, and the app takes over without a shift`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const url = hotelUrl(baseURL, visit.hotel);
    const context = await browser.newContext({
      locale: visit.language,
      viewport: testInfo.project.use.viewport ?? undefined,
      isMobile: testInfo.project.use.isMobile,
      deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();

    // The first response, before any script: the hotel's language, name, logo and theme.
    const loopback = viaLoopback(url);
    const config = await (
      await page.request.get(new URL('/api/config', loopback.url).href, { headers: { host: loopback.host } })
    ).json();
    const theme = config.company.theme;
    const logo: string = theme.backgroundUrl ? theme.logo.external : theme.logo.internal;
    const html = await (
      await page.request.get(loopback.url, {
        headers: { host: loopback.host, 'accept-language': visit.language },
      })
    ).text();
    expect(html).toContain(`<html lang="${visit.language}"`);
    expect(html).toContain(`<title>${visit.name} · `);
    expect(html).toContain(`<link rel="preload" as="image" href="${logo}"`);
    expect(html).toContain(`<img class="app-header__logo" src="${logo}"`);
    expect(html).toContain(`--primary:${visit.primary ?? theme.primaryColor};`);
    if (visit.title) expect(html).toContain(visit.title);

    // The page in Chromium: every layout shift and paint recorded from the first byte.
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const record = window as unknown as { firstScreenSeen: boolean };
      record.firstScreenSeen = false;
      document.addEventListener('DOMContentLoaded', () => {
        record.firstScreenSeen = document.getElementById('first-screen') !== null;
      });
    });
    const configCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/config')) configCalls.push(request.url());
    });
    await page.goto(url);
    // The app has taken over: its language selector is there, the server's screen is gone.
    await expect(page.locator('#root .app-header__actions button').first()).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await page.waitForTimeout(500);
    const firstScreenSeen = await page.evaluate(
      () => (window as unknown as { firstScreenSeen: boolean }).firstScreenSeen,
    );
    expect(firstScreenSeen).toBe(true);
    // The configuration came in the page: the app did not ask for it again.
    expect(configCalls).toEqual([]);
    expect(await layoutShiftSum(page)).toBeLessThan(0.01);
    await expect(page.locator('html')).toHaveAttribute('lang', visit.language);
    const drawnLogo = page.locator('#root img.app-header__logo');
    await expect(drawnLogo).toHaveAttribute('src', logo);
    await saveScreenshot(page, testInfo, `first-screen-${visit.hotel}-${visit.language}`);
    await context.close();
  });
}

test('a host no hotel answers gets a real 404', async ({ page, baseURL }) => {
  const loopback = viaLoopback(hotelUrl(baseURL, 'no-such-hotel'));
  const response = await page.request.get(loopback.url, { headers: { host: loopback.host } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<div id="boot"');
});

test('a deeper page is drawn in its layout from the first HTML: the header and logo stay where the app draws them', async ({
  browser,
  baseURL,
}, testInfo) => {
  // The not-found page is in the main layout, as every deeper page, and stays for any visitor.
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: testInfo.project.use.viewport ?? undefined,
    isMobile: testInfo.project.use.isMobile,
    deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const record = window as unknown as { firstLogo: DOMRect | null };
    record.firstLogo = null;
    document.addEventListener('DOMContentLoaded', () => {
      const logo = document.querySelector('#first-screen .main-layout .app-header__logo');
      record.firstLogo = logo ? logo.getBoundingClientRect() : null;
    });
  });
  await page.goto(hotelUrl(baseURL, 'solnascente', '/error/not-found'));
  await expect(page.locator('#root .app-header__actions button').first()).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.waitForTimeout(500);
  const firstLogo = await page.evaluate(() => {
    const { firstLogo: box } = window as unknown as { firstLogo: DOMRect | null };
    return box && { x: box.x, y: box.y, width: box.width };
  });
  expect(firstLogo).not.toBeNull();
  const drawnLogo = await page.locator('#root .main-layout img.app-header__logo').boundingBox();
  expect(drawnLogo).toMatchObject(firstLogo ?? {});
  expect(await layoutShiftSum(page)).toBeLessThan(0.01);
  await saveScreenshot(page, testInfo, 'first-screen-deeper-page-pt-BR');
  await context.close();
});
