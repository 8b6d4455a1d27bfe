import { expect, test, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage } from './support/locale-text.ts';
import { expectNoSeriousA11yViolations, hotelUrl, saveScreenshot } from './support/screens.ts';

// Hotel Mar Azul shows the onboarding modal (its stepsConfig enables it). Reservation 2001
// (apps/api/src/db/seed/DEMO.md): Beatriz Almeida, the main guest, on the phone; Tiago Almeida, her
// companion, on the desktop. The later tests sign in Sofía Martínez (reservation 2002, a main guest),
// so that no test waits out the 90-second PIN countdown of the one before it.
const HOTEL = 'marazul';
const BEATRIZ = { email: 'beatriz.almeida@example.com', lastName: 'Almeida', fullName: 'Beatriz Almeida' };
const TIAGO = { email: 'tiago.almeida@example.com', lastName: 'Almeida', fullName: 'Tiago Almeida' };
const SOFIA = { email: 'sofia.martinez@example.com', lastName: 'Martínez', fullName: 'Sofía Martínez' };
const t = localeText('pt-BR');

test.setTimeout(240_000);

/** Every new browser context is a first visit on this device: the onboarding shows, OK closes it. */
async function closeOnboarding(page: Page): Promise<void> {
  const onboarding = page.getByRole('dialog', { name: t('about:onboarding.title') });
  await onboarding.getByRole('button', { name: t('about:onboarding.ok') }).click();
  await expect(onboarding).toBeHidden();
}

/** This device forgets that the guest saw the onboarding, and the portal reads `language`. */
async function firstVisitIn(page: Page, language: TAnyLanguage): Promise<void> {
  await page.evaluate((lang) => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('hospedar.onboarding.')) window.localStorage.removeItem(key);
    }
    window.localStorage.setItem('hospedar.lang', lang);
  }, language);
  await page.reload();
}

test('a first visit shows the onboarding once; the about-modal follows the screen', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  const guest = isDesktop ? TIAGO : BEATRIZ;
  await signInByEmail(page, request, guest, { hotel: { subdomain: HOTEL, baseURL } });

  const onboarding = page.getByRole('dialog', { name: t('about:onboarding.title') });
  await expect(onboarding).toBeVisible();
  await expect(onboarding).toContainText(t('about:onboarding.text'));
  await saveScreenshot(page, testInfo, 'onboarding-pt-BR', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await onboarding.getByRole('button', { name: t('about:onboarding.ok') }).click();
  await expect(onboarding).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(onboarding).toBeHidden();

  // The same first visit in English and Spanish: the onboarding in each language, checked by axe.
  for (const language of ['en-US', 'es-ES'] as const) {
    await firstVisitIn(page, language);
    const translated = localeText(language);
    const dialog = page.getByRole('dialog', { name: translated('about:onboarding.title') });
    await expect(dialog).toContainText(translated('about:onboarding.text'));
    await saveScreenshot(page, testInfo, `onboarding-${language}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: translated('about:onboarding.ok') }).click();
    await expect(dialog).toBeHidden();
  }
  await page.evaluate(() => window.localStorage.setItem('hospedar.lang', 'pt-BR'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The about-modal of the guest list, then of the form.
  const about = page.getByRole('button', { name: t('common:actions.about') });
  await about.click();
  const listAbout = page.getByRole('dialog', { name: t('about:topics.guestList.title') });
  await expect(listAbout).toContainText(t('about:topics.guestList.text'));
  await saveScreenshot(page, testInfo, 'about-guest-list-pt-BR', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(listAbout).toBeHidden();
  await expect(about).toBeFocused();

  await page.goto(hotelUrl(baseURL, HOTEL, '/reservation/personal-info'));
  await expect(page.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
  await page.getByRole('button', { name: t('common:actions.about') }).click();
  const formAbout = page.getByRole('dialog', { name: t('about:topics.fnrh.title') });
  await expect(formAbout).toContainText(t('about:topics.fnrh.text'));
  await saveScreenshot(page, testInfo, 'about-fnrh-pt-BR', { fullPage: false });
  await formAbout.getByRole('button', { name: t('about:close') }).click();
  await expect(formAbout).toBeHidden();
});

test('the main guest shares the portal: the first click expands, the second copies the link here', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the share button is a phone’s floating button');
  // Linux Chromium has no Web Share API: the button falls back to the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByEmail(page, request, SOFIA, { hotel: { subdomain: HOTEL, baseURL } });
  await closeOnboarding(page);

  // Its name says what the next click does: expand ('label'), then share ('action').
  const share = page
    .getByRole('button', { name: t('guests:share.label'), exact: true })
    .or(page.getByRole('button', { name: t('guests:share.action'), exact: true }));
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(share).toHaveAccessibleName(t('guests:share.action'));
  await expect.poll(async () => (await share.boundingBox())?.width).toBe(282);
  await saveScreenshot(page, testInfo, 'share-expanded-pt-BR', { fullPage: false });
  await share.click();
  await expect(page.getByText(t('guests:share.copied'))).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(hotelUrl(baseURL, HOTEL, '/?origin=share'));
});

test('a screen whose code does not arrive offers a reload, and the reload brings the screen', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one size is enough for a failed download');
  await signInByEmail(page, request, SOFIA, { hotel: { subdomain: HOTEL, baseURL } });
  await closeOnboarding(page);

  // The connection drops for scripts: opening the form cannot load its code.
  await page.route('**/assets/**/*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: t('guests:card.editLabel', { name: SOFIA.fullName }) }).click();
  const failed = page.getByRole('heading', { name: t('errors:chunkLoad.title'), level: 1 });
  await expect(failed).toBeVisible();
  await saveScreenshot(page, testInfo, 'chunk-load-failed-pt-BR');
  await expectNoSeriousA11yViolations(page);

  await page.unroute('**/assets/**/*.js');
  await page.getByRole('button', { name: t('errors:chunkLoad.action') }).click();
  await expect(page.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
});
