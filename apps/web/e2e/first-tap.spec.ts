import { expect, test } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText } from './support/locale-text.ts';
import { saveScreenshot } from './support/screens.ts';

// Bruno Souza (1001, companion; apps/api/src/db/seed/DEMO.md), whose personal data the seed has saved.
// On a phone only: the tap that was lost is a finger's (390x844, touch).
const GUEST = { email: 'bruno.souza@example.com', lastName: 'Souza' };
const t = localeText('en-US');

test.use({ locale: 'en-US' });
test.setTimeout(180_000);

test('the first tap on Next counts although leaving an invalid field shows its error', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a finger on a phone');
  await signInByEmail(page, page.request, GUEST, { language: 'en-US' });
  await page.goto('/reservation/personal-info');
  await expect(page.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
  const terms = page.getByRole('checkbox', { name: t('personal-info:consent.terms') });
  if (!(await terms.isChecked())) await terms.check();

  const neighbourhood = page.getByLabel(t('personal-info:fields.neighborhood'));
  const next = page.getByRole('button', { name: t('guest-flow:step.next') });
  // The guest empties a required field and, still in it, taps Next: the field's error appears as the
  // finger lands. The tap must be the one that checks the form (its summary, the focus on the field).
  await neighbourhood.fill('');
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  const summary = page
    .getByRole('alert')
    .filter({ hasText: t('guest-flow:step.errorSummary_one', { count: 1 }) });
  await expect(summary).toBeVisible();
  await expect(neighbourhood).toBeFocused();
  await saveScreenshot(page, testInfo, 'first-tap-validated-en-US', { fullPage: false });

  // Now corrected, still in the field: one tap saves and moves on.
  await neighbourhood.fill('Centro');
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  await expect(page).toHaveURL(/\/reservation\/additional-data$/);
});
