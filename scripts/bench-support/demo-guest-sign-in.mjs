// The demo guest's way to the signed-in screens, for the benches that drive the portal in Chromium
// (bench-lighthouse.mjs, profile-screens.mjs): the search, the contact choice, the e-mailed PIN from the
// local mailbox (the portal started with DEV_MAILBOX=true), and the tab's session at each step.

import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './portal-server.mjs';

/**
 * Debian's Chromium with one tab set as a Brazilian guest's phone in Portuguese (locale and
 * Accept-Language, for the whole run): the browser, the tab and its DevTools session.
 */
export async function launchGuestBrowser() {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  const devtools = await page.createCDPSession();
  await devtools.send('Emulation.setLocaleOverride', { locale: 'pt-BR' });
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'pt-BR,pt;q=0.9' });
  return { browser, page, devtools };
}

// A demo reservation nobody else's journey uses in a bench (DEMO.md): 1001, Ana Souza, main guest.
export const DEMO_GUEST = { reservationNumber: '1001', lastName: 'Souza', email: 'ana.souza@example.com' };

// A guest reaches the search from the welcome screen; the tab remembers it (bench.mjs does the same).
export const SEARCH_SESSION = { 'hospedar.flow.reservation.reached': '/welcome/find-your-reservation' };

/** What the tab's sessionStorage holds now. */
export const tabStorage = (page) => page.evaluate(() => ({ ...globalThis.sessionStorage }));

/** Puts `session` in the tab's sessionStorage on the portal's origin, without running the portal. */
export async function restoreSession(page, base, session) {
  await page.goto(`${base}/api/health`);
  await page.evaluate((entries) => {
    globalThis.sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
  }, session);
}

/** What the tab holds after the search and the contact choice: the PIN screen's session (bench.mjs). */
export async function pinScreenSession(page, base) {
  await restoreSession(page, base, SEARCH_SESSION);
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
  return { session: await tabStorage(page), since };
}

/** The PIN the local mailbox holds for the guest, sent after `since`. */
export async function mailedPin(base, since) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(DEMO_GUEST.email)}`);
    const { messages } = await response.json();
    const newest = messages.find((message) => new Date(message.createdAt) > since);
    const code = newest && /\b(\d{5})\b/.exec(newest.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no PIN reached the local mailbox');
}

/** Types the mailed PIN on the PIN screen and waits for the guest list: the list's session. */
export async function signInFromPinScreen(page, base, since) {
  const pin = await mailedPin(base, since);
  await page.click('.pin-input input');
  await page.keyboard.type(pin);
  await page.waitForFunction(() => globalThis.location.pathname === '/home', { timeout: 30_000 });
  // The list keeps the reservation in the tab once loaded: read the tab after that. (Not "network idle":
  // the signed-in screens may keep a request open, and it is the list's own answer that matters.)
  await page.waitForSelector('main h1', { timeout: 30_000 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return tabStorage(page);
}
