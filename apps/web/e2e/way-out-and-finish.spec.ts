import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  documentPhotosField,
  documentSideAction,
  makeDocumentPhoto,
  uploadDocumentSide,
} from './support/document-photos.ts';
import { acceptTerms } from './support/guest-form.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage, type TLocaleText } from './support/locale-text.ts';
import { openInvitation } from './support/invitation.ts';
import { latestMessage, readPinMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Issue 13 (decisions 62-64), in reservations no earlier spec changes: Sol Nascente's 1001 (Ana Souza
// and Carla Lima, an adult companion with no contact) and Mar Azul's 2001 companion Tiago Almeida (whose
// form this file is the only one to fill, last of the suite). Each project has its own database.
const ANA = { email: 'ana.souza@example.com', lastName: 'Souza' };
const CARLA = { fullName: 'Carla Lima', email: 'carla.lima@example.org' };
const TIAGO = { email: 'tiago.almeida@example.com', lastName: 'Almeida', fullName: 'Tiago Almeida' };

test.use({ locale: 'en-US' });
test.setTimeout(300_000);

const card = (page: Page, fullName: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${fullName}`) }) });

/** The portal's language, as the language selector stores it, then the same screen again. */
async function switchLanguage(page: Page, language: TAnyLanguage): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('hospedar.lang', lang), language);
  await page.reload();
}

test('a contactless companion gets a contact from the main guest, then verifies from her own link (decisions 62, 63)', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const en = localeText('en-US');
  const es = localeText('es-ES');
  const isDesktop = testInfo.project.name === 'desktop';
  await signInByEmail(page, request, ANA, { language: 'en-US' });

  // Carla's card leads to the way out: the send icon (desktop) or the entry under the cards.
  await expect(card(page, CARLA.fullName)).toContainText(en('guests:card.noEmail'));
  if (isDesktop) {
    await page
      .getByRole('button', { name: en('notification:card.sendLabel', { name: CARLA.fullName }) })
      .click();
  } else {
    await page.getByRole('link', { name: en('notification:entry.action') }).click();
  }
  await expect(page).toHaveURL(/\/home\/notification/);
  const giveTitle = (t: TLocaleText) =>
    page.getByRole('heading', { name: t('notification:giveContact.title_one') });
  await expect(giveTitle(en)).toBeVisible();
  await saveScreenshot(page, testInfo, 'give-contact-en-US');
  await expectNoSeriousA11yViolations(page);
  await switchLanguage(page, 'es-ES');
  await expect(giveTitle(es)).toBeVisible();
  await saveScreenshot(page, testInfo, 'give-contact-es-ES');
  await switchLanguage(page, 'en-US');

  // The main guest's own address is refused, in her language, and nothing is sent.
  const emailField = page.getByRole('textbox', {
    name: en('notification:giveContact.emailLabel', { name: 'Carla' }),
  });
  const send = page.getByRole('button', { name: en('notification:giveContact.send', { name: 'Carla' }) });
  await emailField.fill(ANA.email);
  await send.click();
  await expect(page.getByText(en('validation:validation.isOwnContact'))).toBeVisible();
  await saveScreenshot(page, testInfo, 'give-contact-own-refused-en-US');

  await emailField.fill(CARLA.email);
  const sentAt = new Date(Date.now() - 1000);
  await send.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(card(page, CARLA.fullName)).toContainText(en('guests:card.status.notified'));

  // Carla's inbox: her own link, on her own device.
  const { context, phone } = await openInvitation(browser, request, testInfo, {
    email: CARLA.email,
    since: sentAt,
    locale: 'en-US',
  });
  const hello = (t: TLocaleText) =>
    phone.getByRole('heading', { name: t('verification:person.title', { name: 'Carla' }) });
  await expect(hello(en)).toBeVisible();
  await expect(phone.getByRole('radio', { name: /ca\*+@ex\*+\.org/ })).toBeChecked();
  await saveScreenshot(phone, testInfo, 'person-data-validation-en-US');
  await expectNoSeriousA11yViolations(phone);
  await switchLanguage(phone, 'es-ES');
  await expect(hello(es)).toBeVisible();
  await saveScreenshot(phone, testInfo, 'person-data-validation-es-ES');

  const askedAt = new Date(Date.now() - 1000);
  await phone.getByRole('button', { name: es('verification:contact.send') }).click({ timeout: 30_000 });
  await expect(phone).toHaveURL(/\/person-token-validation$/);
  await expect(phone.getByRole('link', { name: es('verification:pin.otherContact') })).toHaveAttribute(
    'href',
    '/person-data-validation',
  );
  await saveScreenshot(phone, testInfo, 'person-token-validation-es-ES');
  await switchLanguage(phone, 'en-US');
  await expect(phone.getByRole('heading', { name: en('verification:pin.title') })).toBeVisible();
  await saveScreenshot(phone, testInfo, 'person-token-validation-en-US');
  const { code } = readPinMessage(await latestMessage(request, CARLA.email, askedAt));
  await phone
    .getByRole('textbox', { name: en('verification:pin.digitLabel', { index: 1, total: 5 }) })
    .click();
  await phone.keyboard.type(code);

  // Her own form, filled and signed by her.
  await expect(phone).toHaveURL(/\/reservation\/personal-info$/);
  await expect(phone.getByLabel(en('personal-info:fields.name'), { exact: true })).toHaveValue('Carla');
  await context.close();
});

/** Tiago's form at Mar Azul (no signature step): documents, consent, Next, then Confirm and send. */
async function sendTiagosForm(page: Page, t: TLocaleText, language: 'en-US' | 'es-ES'): Promise<Locator> {
  await expect(page.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
  // The photos' card shows Add or Replace once the saved documents have loaded: decide only then.
  const frontAction = documentSideAction(documentPhotosField(page, language), 'front', language);
  await expect(frontAction).toBeVisible();
  const replaceFront = page.getByRole('button', { name: t('documents:card.front.replace'), exact: true });
  if (!(await replaceFront.isVisible())) {
    await uploadDocumentSide(page, 'front', await makeDocumentPhoto('FRONT'), language);
    await uploadDocumentSide(page, 'back', await makeDocumentPhoto('BACK'), language);
  }
  const terms = page
    .getByRole('region', { name: t('personal-info:sections.consent') })
    .getByRole('checkbox', { name: t('personal-info:consent.terms') });
  if (!(await terms.isChecked())) await acceptTerms(page, t);
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
  await expect(
    page.getByRole('heading', { name: t('guest-flow:confirmation.title'), level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('guest-flow:confirmation.confirmAndSend') }).click();
  return page.getByRole('dialog', { name: t('guest-flow:finalized.title') });
}

test('a hotel without the signature step confirms a finalized form with the same modal (decision 64)', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const en = localeText('en-US');
  const es = localeText('es-ES');
  const isDesktop = testInfo.project.name === 'desktop';
  await signInByEmail(page, request, TIAGO, { language: 'en-US', hotel: { subdomain: 'marazul', baseURL } });
  // Mar Azul's onboarding shows on a first visit (decision 31): OK closes it.
  const onboarding = page.getByRole('dialog', { name: en('about:onboarding.title') });
  await expect(onboarding).toBeVisible();
  await onboarding.getByRole('button', { name: en('about:onboarding.ok') }).click();
  await expect(onboarding).toBeHidden();

  const open = async (t: TLocaleText) => {
    if (isDesktop) {
      await page.getByRole('button', { name: t('guests:card.editLabel', { name: TIAGO.fullName }) }).click();
    } else {
      await page.getByRole('button', { name: new RegExp(`^${TIAGO.fullName}`) }).click();
      await card(page, TIAGO.fullName)
        .getByRole('button', {
          name: new RegExp(`^(${t('guests:card.fill')}|${t('guests:card.editData')})$`),
        })
        .click();
    }
  };
  await open(en);
  // A retry finds the form sent by the failed attempt: it edits the saved data, as a guest would.
  const editData = page.getByRole('dialog', { name: en('guests:editData.title') });
  await expect(
    page.getByRole('heading', { name: en('personal-info:title'), level: 1 }).or(editData),
  ).toBeVisible();
  if (await editData.isVisible())
    await editData.getByRole('button', { name: en('guests:editData.edit') }).click();
  const modal = await sendTiagosForm(page, en, 'en-US');
  await expect(modal).toContainText(en('guest-flow:finalized.text'));
  await saveScreenshot(page, testInfo, 'marazul-finalized-en-US', { fullPage: false });
  await modal.getByRole('button', { name: en('guest-flow:finalized.ok') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(card(page, TIAGO.fullName)).toContainText(en('guests:card.status.completed'));

  // Again in Spanish, editing the saved form: the same confirmation.
  await switchLanguage(page, 'es-ES');
  await open(es);
  await page
    .getByRole('dialog', { name: es('guests:editData.title') })
    .getByRole('button', { name: es('guests:editData.edit') })
    .click();
  const again = await sendTiagosForm(page, es, 'es-ES');
  await expect(again).toContainText(es('guest-flow:finalized.text'));
  await saveScreenshot(page, testInfo, 'marazul-finalized-es-ES', { fullPage: false });
  await again.getByRole('button', { name: es('guest-flow:finalized.ok') }).click();
  await expect(page).toHaveURL(/\/home$/);
});
