import { expect, test, type Page } from '@playwright/test';
import { expectTapTargets } from './support/tap-targets.ts';
import { tabTo } from './support/keyboard.ts';
import { localeText, type TAnyLanguage, type TLocaleText } from './support/locale-text.ts';
import { latestMessage, readPinMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// One fresh main guest a language (apps/api/src/db/seed/DEMO.md, 1051 to 1053): no other spec signs in
// with them. Each screen of the journey is checked by axe (no serious or critical finding) and for
// controls smaller than 44 x 44 px; the guest moves by keyboard alone (no click, no tap).
const GUESTS: Record<TAnyLanguage, { email: string; lastName: string; fullName: string }> = {
  'pt-BR': { email: 'rita.falcao@example.com', lastName: 'Falcão', fullName: 'Rita Falcão' },
  'en-US': { email: 'igor.tavares@example.com', lastName: 'Tavares', fullName: 'Igor Tavares' },
  'es-ES': { email: 'elena.quiroga@example.com', lastName: 'Quiroga', fullName: 'Elena Quiroga' },
};

test.setTimeout(180_000);

async function checkScreen(page: Page, name: string, testInfo: Parameters<Parameters<typeof test>[2]>[1]) {
  await saveScreenshot(page, testInfo, name);
  await expectNoSeriousA11yViolations(page);
  await expectTapTargets(page);
}

/** From the hotel's address to the guest list, by keyboard: welcome, menu, search by e-mail, PIN. */
async function signInByKeyboard(page: Page, t: TLocaleText, guest: (typeof GUESTS)['pt-BR']) {
  await page.goto('/');
  const start = t('welcome:welcome.start');
  await tabTo(page, page.getByRole('link', { name: start }).or(page.getByRole('button', { name: start })));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: new RegExp(t('welcome:menu.guestForm.title')) }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t('search:title') })).toBeVisible();

  const mailTab = page.getByRole('tab', { name: t('search:tabs.mail'), exact: true });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  for (
    let moves = 0;
    moves < 5 && !(await mailTab.evaluate((tab) => tab === document.activeElement));
    moves++
  ) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
  await expect(mailTab).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.locator('form').getByLabel(t('search:fields.email')));
  await page.keyboard.type(guest.email);
  await tabTo(page, page.getByLabel(t('search:fields.lastName')));
  await page.keyboard.type(guest.lastName);
  await expect(page.getByRole('checkbox', { name: new RegExp(t('common:botCheck.verified')) })).toBeChecked({
    timeout: 30_000,
  });
  return mailTab;
}

for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
  test.describe(language, () => {
    test.use({ locale: language });
    test(`the guest journey by keyboard, with no serious axe finding and 44 px targets (${language})`, async ({
      page,
      request,
    }, testInfo) => {
      const t = localeText(language);
      const guest = GUESTS[language];

      await signInByKeyboard(page, t, guest);
      await checkScreen(page, `a11y-search-${language}`, testInfo);
      await tabTo(page, page.getByRole('button', { name: t('search:actions.search') }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/data-validation$/);
      await expect(page.getByRole('button', { name: t('verification:contact.send') })).toBeVisible();
      await checkScreen(page, `a11y-contact-${language}`, testInfo);

      const askedAt = new Date(Date.now() - 1000);
      await tabTo(page, page.getByRole('button', { name: t('verification:contact.send') }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/token-validation$/, { timeout: 30_000 });
      const message = await latestMessage(request, guest.email, askedAt);
      const { code } = readPinMessage({
        ...message,
        channel: 'email',
        recipient: guest.email,
        subject: null,
      });
      await checkScreen(page, `a11y-pin-${language}`, testInfo);
      await tabTo(
        page,
        page.getByRole('textbox', { name: t('verification:pin.digitLabel', { index: 1, total: 5 }) }),
      );
      await page.keyboard.type(code);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(page, `a11y-guest-list-${language}`, testInfo);
    });
  });
}
