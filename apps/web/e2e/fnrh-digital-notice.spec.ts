import { expect, test, type Page } from '@playwright/test';
import { a11yChecker } from './support/a11y-check.ts';
import { acceptTerms } from './support/guest-form.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage } from './support/locale-text.ts';
import { sizeIndependent } from './support/screens.ts';

// Pousada Sol Nascente sends finished forms to FNRH Digital (the local contract server): demo
// reservations 1130 and 1131 (DEMO.md) hold guests it would refuse. Each project runs on its own fresh
// database, so both sizes use them.
test.setTimeout(240_000);

/** The confirmation, once its FNRH Digital check has answered (so an absent notice means something). */
async function openConfirmation(page: Page, language: TAnyLanguage) {
  const t = localeText(language);
  const checked = page.waitForResponse(
    (response) => /\/api\/clients\/[^/]+\/fnrh-digital$/.test(response.url()) && response.ok(),
  );
  await page.goto(`/reservation/confirmation?lang=${language}`);
  await expect(
    page.getByRole('region', { name: t('guest-flow:confirmation.groups.personal') }),
  ).toBeVisible();
  await checked;
}

const notice = (page: Page, language: TAnyLanguage) =>
  page.getByRole('region', { name: localeText(language)('guest-flow:confirmation.fnrhDigital.title') });

/** Saves the personal-info form as it stands (terms accepted) and waits for the next step. */
async function saveForm(page: Page, language: TAnyLanguage) {
  const t = localeText(language);
  const terms = page.getByRole('checkbox', { name: t('personal-info:consent.terms') });
  if (!(await terms.isChecked())) await acceptTerms(page, t);
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
  await expect(page).toHaveURL(/\/reservation\/additional-data/);
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('an Argentine guest with only a DNI is told FNRH Digital needs a passport, adds one, and the notice goes', async ({
    page,
  }, testInfo) => {
    sizeIndependent(testInfo, 'the FNRH Digital notice and its fields');
    const language = 'es-ES';
    const t = localeText(language);
    const check = a11yChecker(page, testInfo, language);
    await signInByEmail(
      page,
      page.request,
      { email: 'valentina.gomez@example.com', lastName: 'Gómez' },
      {
        language,
      },
    );

    await openConfirmation(page, language);
    const shown = notice(page, language);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(t('guest-flow:confirmation.fnrhDigital.intro'));
    await expect(shown.getByRole('listitem')).toHaveText([
      new RegExp(t('guest-flow:confirmation.fnrhDigital.refusals.no-accepted-document')),
    ]);
    // The notice comes before the answers, where the guest starts reading.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      t('guest-flow:confirmation.fnrhDigital.title'),
    );
    await check('fnrh-digital-notice-dni');

    // Its link opens the document's part of the form; a passport there satisfies FNRH Digital.
    await shown
      .getByRole('link', {
        name: t('guest-flow:confirmation.fnrhDigital.goTo', {
          section: t('guest-flow:confirmation.groups.document'),
        }),
      })
      .click();
    await expect(page).toHaveURL(/\/reservation\/personal-info#pi-document-section$/);
    const documentHeading = page.getByRole('heading', { name: t('personal-info:sections.document') });
    await expect(documentHeading).toBeFocused();
    const document = page.getByRole('region', { name: t('personal-info:sections.document') });
    await document.getByLabel(t('personal-info:fields.documentType')).selectOption('4');
    await document.getByLabel(t('personal-info:fields.documentNumber'), { exact: true }).fill('AAB123456');
    await saveForm(page, language);

    await openConfirmation(page, language);
    await expect(notice(page, language)).toHaveCount(0);
  });
});

test('a resident of Brazil whose city is not on the IBGE list picks it, and the notice goes', async ({
  page,
}, testInfo) => {
  sizeIndependent(testInfo, 'the FNRH Digital notice and its fields');
  const language = 'pt-BR';
  const t = localeText(language);
  const check = a11yChecker(page, testInfo, language);
  await signInByEmail(page, page.request, { email: 'otavio.furtado@example.com', lastName: 'Furtado' });

  await openConfirmation(page, language);
  const shown = notice(page, language);
  await expect(shown.getByRole('listitem')).toHaveText([
    new RegExp(t('guest-flow:confirmation.fnrhDigital.refusals.no-ibge-city')),
  ]);
  await expect(
    page
      .getByRole('region', { name: t('guest-flow:confirmation.groups.address') })
      .getByText('Floripa', { exact: true }),
  ).toBeVisible();
  await check('fnrh-digital-notice-city');

  await shown
    .getByRole('link', {
      name: t('guest-flow:confirmation.fnrhDigital.goTo', {
        section: t('guest-flow:confirmation.groups.address'),
      }),
    })
    .click();
  await expect(page).toHaveURL(/\/reservation\/personal-info#pi-address-section$/);
  const address = page.getByRole('region', { name: t('personal-info:sections.address') });
  await address.getByLabel(t('personal-info:fields.city')).selectOption({ label: 'Florianópolis' });
  await saveForm(page, language);

  await openConfirmation(page, language);
  await expect(notice(page, language)).toHaveCount(0);
});
