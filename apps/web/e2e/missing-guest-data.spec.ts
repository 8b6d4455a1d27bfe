import { expect, test, type Page, type Route } from '@playwright/test';
import { a11yChecker } from './support/a11y-check.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage } from './support/locale-text.ts';
import { sizeIndependent } from './support/screens.ts';

// Decision 89: the missing-guest-data dialog, opened by the API's own answer. Demo reservation 1093 of
// Pousada Sol Nascente (apps/api/src/db/seed/DEMO.md), no other spec's: Celina Quintela, the main guest,
// completed by the seed; her companion Otávio has no data. The list's Finish is offered only when every
// card is complete, so the dialog answers a list that is out of date: Otávio's form as complete on this
// screen (the list as the browser last had it) while the database still misses it. The page's guest
// record is the only thing changed on its way; the finish request reaches the real API, which refuses
// it with GUEST_DATA_MISSING, and the list loaded again shows the truth.
const GUEST = { email: 'celina.quintela@example.com', lastName: 'Quintela' };
const MISSING = 'Otávio Quintela';
const RESERVATION_NUMBER = '1093';

test.setTimeout(180_000);

/** The signed-in guest's record (GET /api/clients/{id}). */
const isGuestRecord = (url: URL) => /^\/api\/clients\/[0-9a-f-]{36}$/.test(url.pathname);

/** Every guest of the record as complete: the list as a browser that loaded it before a change had it. */
async function answerEveryoneComplete(route: Route): Promise<void> {
  if (route.request().method() !== 'GET') return route.fallback();
  const response = await route.fetch();
  const record = (await response.json()) as {
    guests: { isCompleted: boolean }[];
    companions: { isCompleted: boolean }[];
  };
  for (const guest of [...record.guests, ...record.companions]) guest.isCompleted = true;
  await route.fulfill({ response, json: record });
}

/** The list in `language`, as the language selector stores it, showing every form as complete. */
async function openOutdatedList(page: Page, language: TAnyLanguage) {
  const t = localeText(language);
  await page.route(isGuestRecord, answerEveryoneComplete);
  await page.evaluate((lang) => window.localStorage.setItem('hospedar.lang', lang), language);
  await page.reload();
  const finish = page.getByRole('button', { name: t('guests:finish.action') });
  await expect(finish).toBeEnabled();
  return finish;
}

test('finishing a list the server finds incomplete names the guest without data, in three languages', async ({
  page,
}, testInfo) => {
  sizeIndependent(testInfo, 'the server’s answer named in three languages');
  await signInByEmail(page, page.request, GUEST);
  for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
    const t = localeText(language);
    const finish = await openOutdatedList(page, language);
    await finish.click();
    const confirm = page.getByRole('dialog', { name: t('guests:finish.confirm.title') });
    await expect(confirm).toBeVisible();
    // From here the API answers as it is: the refusal, then the list reloaded with the truth.
    await page.unroute(isGuestRecord, answerEveryoneComplete);
    await confirm.getByRole('button', { name: t('guests:finish.confirm.send') }).click();

    const missing = page.getByRole('dialog', { name: t('guests:missingData.title') });
    await expect(missing).toBeVisible();
    await expect(missing).toContainText(t('guests:missingData.text', { names: MISSING }));
    await a11yChecker(page, testInfo, language)('missing-guest-data', { fullPage: false });
    await missing.getByRole('button', { name: t('guests:missingData.action') }).click();
    await expect(missing).toBeHidden();

    // The list loaded again: Otávio's form is pending and Finish waits for it.
    await expect(finish).toBeDisabled();
    await expect(page.getByText(t('guests:finish.pending', { completed: 1, total: 2 }))).toBeVisible();
  }

  // Nothing reached the hotel and the list is not finished.
  const received = await page.request.get(`/dev/hotel-exports.json?reservation=${RESERVATION_NUMBER}`);
  expect(((await received.json()) as { exports: unknown[] }).exports).toEqual([]);
});
