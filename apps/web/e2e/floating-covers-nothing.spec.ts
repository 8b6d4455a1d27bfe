import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { controlsCoveredBy, headerPartsCoveredBy, roundedBox } from './support/floating-boxes.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText } from './support/locale-text.ts';
import { saveScreenshot } from './support/screens.ts';

// Reservations 1070 (phone) and 1071 (desktop) of apps/api/src/db/seed/DEMO.md, used by no other spec:
// a main guest whose form is completed (so the list shows Finish) and a companion to notify.
const GUESTS = {
  mobile: {
    main: { email: 'debora.salgado@example.com', lastName: 'Salgado' },
    companion: { fullName: 'Ivo Salgado', masked: 'iv***@ex***.com' },
  },
  desktop: {
    main: { email: 'leonel.arruda@example.com', lastName: 'Arruda' },
    companion: { fullName: 'Aurora Arruda', masked: 'au***@ex***.com' },
  },
} as const;
const en = localeText('en-US');
const es = localeText('es-ES');

test.use({ locale: 'en-US' });
test.setTimeout(240_000);

const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** Fails with the boxes when `floating` covers a control; prints its own box for the record. */
async function expectCoversNoControl(floating: Locator, where: string, testInfo: TestInfo) {
  const box = await roundedBox(floating);
  console.info(`[${testInfo.project.name}] ${where}: ${JSON.stringify(box)}`);
  expect.soft(await controlsCoveredBy(floating), where).toEqual([]);
}

/** A message covers none of the header's logo, help and language, and no control of the page. */
async function expectMessageCoversNothing(page: Page, message: Locator, where: string, testInfo: TestInfo) {
  expect.soft(await headerPartsCoveredBy(page, message), where).toEqual([]);
  await expectCoversNoControl(message, where, testInfo);
}

/** Every floating element on screen (the share button, a message): none covers a control. */
async function expectNothingFloatingCovers(page: Page, where: string, testInfo: TestInfo) {
  const floating = page.locator('.share-fab, .snackbar__body');
  for (const element of await floating.all()) await expectCoversNoControl(element, where, testInfo);
}

test('nothing floating covers an action: the share button at the end of the list, a message beside or under the header', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { main, companion } = testInfo.project.name === 'desktop' ? GUESTS.desktop : GUESTS.mobile;
  // Linux Chromium has no Web Share API: the second click copies the link and says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByEmail(page, request, main, { language: 'en-US' });
  const finish = page.getByRole('button', { name: en('guests:finish.action') });
  await expect(finish).toBeVisible();
  const share = (t: typeof en) =>
    page
      .getByRole('button', { name: t('guests:share.label'), exact: true })
      .or(page.getByRole('button', { name: t('guests:share.action'), exact: true }));

  // On arrival and at the end of the list, collapsed and expanded (282 px).
  await expectCoversNoControl(share(en), 'list on arrival, collapsed', testInfo);
  await scrollToEnd(page);
  await expectCoversNoControl(share(en), 'list at the end, collapsed', testInfo);
  await share(en).click();
  await expect.poll(async () => (await share(en).boundingBox())?.width).toBe(282);
  await expectCoversNoControl(share(en), 'list at the end, expanded', testInfo);
  await saveScreenshot(page, testInfo, 'floating-list-end-expanded-en-US', { fullPage: false });

  // The notification screen, at its top and its end.
  await page.getByRole('link', { name: en('notification:entry.action') }).click();
  await expect(page.getByRole('heading', { name: en('notification:page.title'), level: 1 })).toBeVisible();
  await expectNothingFloatingCovers(page, 'notification screen, top', testInfo);
  // A message here (the connection drops) covers neither the way back nor the companions.
  await context.setOffline(true);
  const offline = page.locator('.snackbar__body--warning');
  await expect(offline).toBeVisible();
  await expectMessageCoversNothing(page, offline, 'offline message on the notification screen', testInfo);
  await saveScreenshot(page, testInfo, 'floating-offline-message-en-US', { fullPage: false });
  await context.setOffline(false);
  await offline.getByRole('button').click();
  await expect(offline).toBeHidden();
  await page.getByRole('checkbox', { name: companion.fullName }).check();
  await page
    .getByRole('group', { name: en('notification:list.channelLegend', { name: companion.fullName }) })
    .getByRole('radio', { name: companion.masked })
    .check();
  await scrollToEnd(page);
  await expectNothingFloatingCovers(page, 'notification screen, end', testInfo);
  await saveScreenshot(page, testInfo, 'floating-notification-en-US', { fullPage: false });

  // Sent: the list says so in a success message that covers neither the header nor an action.
  await page.getByRole('button', { name: en('notification:send.action_one') }).click();
  await expect(page).toHaveURL(/\/home$/);
  const message = page.locator('.snackbar__body--success');
  await expect(message).toContainText(companion.fullName);
  await expectMessageCoversNothing(page, message, 'success message on the list', testInfo);
  await saveScreenshot(page, testInfo, 'floating-sent-message-en-US', { fullPage: false });
  await expect(message).toBeHidden({ timeout: 10_000 });

  // In Spanish: the longer label in the expanded button, and the message of a copied link.
  await page.getByRole('button', { name: en('common:language.current', { language: 'English' }) }).click();
  await page.getByRole('menuitemradio', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await scrollToEnd(page);
  await share(es).click();
  await expect(share(es)).toHaveAccessibleName(es('guests:share.action'));
  await expectCoversNoControl(share(es), 'list at the end, expanded, es-ES', testInfo);
  await saveScreenshot(page, testInfo, 'floating-list-end-expanded-es-ES', { fullPage: false });
  await share(es).click();
  const copied = page.locator('.snackbar__body--success');
  await expect(copied).toContainText(es('guests:share.copied'));
  await expectMessageCoversNothing(page, copied, 'copied message at the end of the list, es-ES', testInfo);
  await saveScreenshot(page, testInfo, 'floating-copied-message-es-ES', { fullPage: false });
});
