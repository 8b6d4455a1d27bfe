import { expect, test, type Page } from '@playwright/test';
import { choose, sign } from './support/form-input.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage } from './support/locale-text.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Decision 84: every step of the guest flow in en-US and es-ES, at both sizes, with one field style, one
// error summary and one action bar. Demo reservations no other spec uses (DEMO.md): Helena Prado (1080)
// on phones, Irene Valadares (1081) on desktop, each a main guest whose personal data the seed saved.
const GUESTS = {
  mobile: { email: 'helena.prado@example.com', lastName: 'Prado' },
  desktop: { email: 'irene.valadares@example.com', lastName: 'Valadares' },
} as const;

test.use({ locale: 'en-US' });
test.setTimeout(300_000);

const en = localeText('en-US');
const es = localeText('es-ES');
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The portal's language, as the language selector stores it, then the same screen again. */
async function switchLanguage(page: Page, language: TAnyLanguage): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('hospedar.lang', lang), language);
  await page.reload();
}

/** The screen in English, then in Spanish (back to English after), each saved and checked by axe. */
async function shootBoth(
  page: Page,
  name: string,
  heading: { en: string; es: string },
  inSpanish?: () => Promise<void>,
): Promise<void> {
  const info = test.info();
  await expect(page.getByRole('heading', { name: heading.en, level: 1 })).toBeVisible();
  await saveScreenshot(page, info, `${name}-en-US`);
  await expectNoSeriousA11yViolations(page);
  await switchLanguage(page, 'es-ES');
  await expect(page.getByRole('heading', { name: heading.es, level: 1 })).toBeVisible();
  await inSpanish?.();
  await saveScreenshot(page, info, `${name}-es-ES`);
  await switchLanguage(page, 'en-US');
  await expect(page.getByRole('heading', { name: heading.en, level: 1 })).toBeVisible();
}

const both = (key: string) => ({ en: en(key), es: es(key) });

test('every step shares one field style, one error summary and one action bar, in English and Spanish', async ({
  page,
  request,
}, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  await signInByEmail(page, request, isDesktop ? GUESTS.desktop : GUESTS.mobile, { language: 'en-US' });
  const next = page.getByRole('button', { name: en('guest-flow:step.next'), exact: true });
  const back = page.getByRole('button', { name: en('guest-flow:step.back'), exact: true });

  // Personal info: labels above, "(optional)", the bar's Back and Next.
  await page.goto('/reservation/personal-info');
  await expect(next).toBeVisible();
  await expect(back).toBeVisible();
  await shootBoth(page, 'step-personal-info', both('personal-info:title'));

  // The zip code search and its results: the same bar, Back named for where it goes.
  await page.getByRole('link', { name: en('personal-info:zip.forgot') }).click();
  // The search starts from the address the form has (Curitiba's): it survives the language switch.
  await expect(page.getByRole('link', { name: en('personal-info:forgotAddress.back') })).toBeVisible();
  await shootBoth(page, 'step-forgot-address', both('personal-info:forgotAddress.title'));
  await page.getByRole('button', { name: en('personal-info:forgotAddress.search') }).click();
  await expect(page.getByRole('main').getByRole('listitem').getByRole('button').first()).toBeVisible();
  await shootBoth(page, 'step-forgot-address-results', both('personal-info:results.title'));
  await page.getByRole('link', { name: en('personal-info:forgotAddress.back') }).click();
  await expect(page.getByRole('heading', { name: en('personal-info:title'), level: 1 })).toBeVisible();
  const terms = page.getByRole('checkbox', { name: en('personal-info:consent.terms') });
  if (!(await terms.isChecked())) await terms.check();
  await next.click();

  // Additional data: the same fields, no asterisk; Next with nothing typed shows the one summary.
  await expect(page).toHaveURL(/\/reservation\/additional-data$/);
  await expect(page.getByText(en('guest-flow:step.requiredNote'))).toBeVisible();
  await next.click();
  const summary = page
    .getByRole('alert')
    .filter({ hasText: en('guest-flow:step.errorSummary_other', { count: 5 }) });
  await expect(summary).toContainText(
    `${en('guest-flow:additionalData.country')} (${en('guest-flow:additionalData.origin')}): `,
  );
  await shootBoth(page, 'step-additional-data-errors', both('guest-flow:additionalData.title'), async () => {
    await page.getByRole('button', { name: es('guest-flow:step.next'), exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: es('guest-flow:step.errorSummary_other', { count: 5 }) }),
    ).toBeVisible();
  });
  const origin = page.getByRole('group', { name: en('guest-flow:additionalData.origin') });
  const country = startsWith(en('guest-flow:additionalData.country'));
  const city = startsWith(en('guest-flow:additionalData.city'));
  await choose(page, origin.getByRole('combobox', { name: country }), 'Braz', 'Brazil');
  await choose(
    page,
    origin.getByRole('combobox', { name: startsWith(en('guest-flow:additionalData.state')) }),
    'Paran',
    'Paraná',
  );
  await choose(page, origin.getByRole('combobox', { name: city }), 'Curit', 'Curitiba');
  const destination = page.getByRole('group', { name: en('guest-flow:additionalData.destination') });
  await choose(page, destination.getByRole('combobox', { name: country }), 'Urug', 'Uruguay');
  await destination.getByRole('textbox', { name: city }).fill('Montevideo');
  await page
    .getByRole('combobox', { name: en('guest-flow:additionalData.transport') })
    .selectOption({ label: 'Car' });
  await page
    .getByRole('combobox', { name: en('guest-flow:additionalData.reason') })
    .selectOption({ label: 'Leisure or holidays' });
  await page.getByRole('combobox', { name: /^Any dietary restriction/ }).selectOption({ label: 'None' });
  await expect(summary).toBeHidden();
  await shootBoth(page, 'step-additional-data-filled', both('guest-flow:additionalData.title'));
  await next.click();

  // Confirmation: Back and Next (a later step follows).
  await expect(page).toHaveURL(/\/reservation\/confirmation$/);
  await shootBoth(page, 'step-confirmation', both('guest-flow:confirmation.title'));
  await next.click();

  // Signature (a dialog on desktop): Clear under the pad, then Back and "Sign and send", the last step.
  await expect(page).toHaveURL(/\/reservation\/signature$/);
  const scope = isDesktop
    ? page.getByRole('dialog', { name: en('guest-flow:signature.title') })
    : page.getByRole('main');
  const pad = scope.getByRole('img', { name: en('guest-flow:signature.padLabel') });
  await expect(pad).toBeVisible();
  await sign(page, pad, !isDesktop);
  await saveScreenshot(page, testInfo, 'step-signature-en-US');
  await expectNoSeriousA11yViolations(page);
  await switchLanguage(page, 'es-ES');
  const esScope = isDesktop
    ? page.getByRole('dialog', { name: es('guest-flow:signature.title') })
    : page.getByRole('main');
  await expect(esScope.getByRole('button', { name: es('guest-flow:signature.signAndSend') })).toBeDisabled();
  await expect(esScope.getByRole('button', { name: es('guest-flow:step.back') })).toBeEnabled();
  await saveScreenshot(page, testInfo, 'step-signature-es-ES');
  await switchLanguage(page, 'en-US');
  await sign(page, scope.getByRole('img', { name: en('guest-flow:signature.padLabel') }), !isDesktop);
  await scope.getByRole('button', { name: en('guest-flow:signature.signAndSend') }).click();
  await page
    .getByRole('dialog', { name: en('guest-flow:finalized.title') })
    .getByRole('button', { name: en('guest-flow:finalized.ok') })
    .click();

  // Preferences: the same pills and the same bar, Skip beside the main action and no Back.
  await expect(page).toHaveURL(/\/reservation\/accommodation$/);
  await expect(page.getByRole('button', { name: en('accommodation:skip') })).toBeVisible();
  await expect(back).toHaveCount(0);
  if (isDesktop) {
    // The FNRH is sent: the desktop stepper shows every listed step completed, none current (decision 87).
    const stepper = page.getByRole('navigation', { name: en('common:steps.label') });
    // Personal information, additional data, confirmation and signature.
    const steps = stepper.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.filter({ hasText: en('common:steps.done') })).toHaveCount(4);
    await expect(stepper.locator('[aria-current="step"]')).toHaveCount(0);
  }
  await shootBoth(page, 'step-accommodation', both('accommodation:title'));
  await page.getByRole('button', { name: en('accommodation:skip') }).click();
  await expect(page).toHaveURL(/\/home$/);
});
