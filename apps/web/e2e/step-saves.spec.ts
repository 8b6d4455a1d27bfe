import { expect, test, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage } from './support/locale-text.ts';
import { saveScreenshot, sizeIndependent } from './support/screens.ts';

// Demo guests whose personal data the seed has saved and whom no other spec signs in
// (apps/api/src/db/seed/DEMO.md, 1035 and 1036): Priscila Antunes on phones, Mauro Bittencourt on
// desktop. A guest another spec finishes would open the guest list instead of the form.
const GUESTS = {
  mobile: { email: 'priscila.antunes@example.com', lastName: 'Antunes' },
  desktop: { email: 'mauro.bittencourt@example.com', lastName: 'Bittencourt' },
} as const;

test.use({ locale: 'en-US' });
test.setTimeout(180_000);

const isGuestSave = (method: string, url: string) =>
  method === 'PUT' && /\/api\/clients\/[0-9a-f-]{36}$/.test(new URL(url).pathname);

/** The server answers the step's save with a 500, then the network drops it: each has its message. */
async function failTheSaves(page: Page, language: TAnyLanguage, shot: (name: string) => Promise<void>) {
  const t = localeText(language);
  const next = page.getByRole('button', { name: t('guest-flow:step.next') });
  const complement = page.getByLabel(t('personal-info:fields.addressComplement'));
  await complement.fill('Apto 12');
  const terms = page.getByRole('checkbox', { name: t('personal-info:consent.terms') });
  if (!(await terms.isChecked())) await terms.check();

  await page.route('**/api/clients/*', (route) =>
    isGuestSave(route.request().method(), route.request().url())
      ? route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } })
      : route.fallback(),
  );
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: t('guest-errors:saveFailed') })).toBeVisible();
  await shot(`save-failed-${language}`);
  await page.unrouteAll();

  await page.route('**/api/clients/*', (route) =>
    isGuestSave(route.request().method(), route.request().url())
      ? route.abort('internetdisconnected')
      : route.fallback(),
  );
  await next.click();
  const notice = page.getByRole('alert').filter({ hasText: t('errors:connectionUnstable') });
  await expect(notice).toBeVisible();
  await expect(complement).toHaveValue('Apto 12');
  await shot(`connection-unstable-${language}`);
  await page.unrouteAll();
  return notice.getByRole('button', { name: t('common:actions.tryAgain') });
}

test('a save the server fails, and one the network drops, each say so; Try again keeps the typing', async ({
  page,
}, testInfo) => {
  sizeIndependent(testInfo, 'a failed save’s message and the typing kept');
  const guest = testInfo.project.name === 'desktop' ? GUESTS.desktop : GUESTS.mobile;
  const shot = (name: string) => saveScreenshot(page, testInfo, name, { fullPage: false });
  await signInByEmail(page, page.request, guest, { language: 'en-US' });

  await page.goto('/reservation/personal-info');
  await expect(page.getByRole('heading', { name: 'Personal information', level: 1 })).toBeVisible();
  const retry = await failTheSaves(page, 'en-US', shot);
  const saved = page.waitForResponse((response) => isGuestSave(response.request().method(), response.url()));
  await retry.click();
  const body = (await (await saved).request().postDataJSON()) as { addressComplement?: string };
  expect(body.addressComplement).toBe('Apto 12');
  await expect(page).toHaveURL(/\/reservation\/additional-data$/);

  await page.goto('/reservation/personal-info?lang=es-ES');
  await expect(
    page.getByRole('heading', { name: localeText('es-ES')('personal-info:title'), level: 1 }),
  ).toBeVisible();
  await failTheSaves(page, 'es-ES', shot);
});
