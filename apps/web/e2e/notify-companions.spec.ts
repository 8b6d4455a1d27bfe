import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { choose, sign } from './support/form-input.ts';
import { localeText, type TLocaleText } from './support/locale-text.ts';
import { latestMessage, readPinMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// A fresh reservation per project (apps/api/src/db/seed/DEMO.md, 1027 and 1028): a main guest and an
// adult companion with e-mail and mobile, used by no other spec, so the 90-second PIN wait never collides.
const FAMILIES = {
  mobile: {
    main: { email: 'otavio.brandao@example.com', lastName: 'Brandão' },
    companion: { email: 'lia.brandao@example.com', masked: 'li***@ex***.com', fullName: 'Lia Brandão' },
  },
  desktop: {
    main: { email: 'caio.moreira@example.com', lastName: 'Moreira' },
    companion: { email: 'nina.moreira@example.com', masked: 'ni***@ex***.com', fullName: 'Nina Moreira' },
  },
} as const;

test.setTimeout(300_000);

const card = (page: Page, fullName: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${fullName}`) }) });
const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The companion's trip data: the same answers as the family journey gives. */
async function fillTripData(page: Page, t: TLocaleText): Promise<void> {
  await expect(
    page.getByRole('heading', { name: t('guest-flow:additionalData.title'), level: 1 }),
  ).toBeVisible();
  const country = startsWith(t('guest-flow:additionalData.country'));
  const city = startsWith(t('guest-flow:additionalData.city'));
  const origin = page.getByRole('group', { name: t('guest-flow:additionalData.origin') });
  await choose(page, origin.getByRole('combobox', { name: country }), 'Bras', 'Brasil');
  await choose(
    page,
    origin.getByRole('combobox', { name: startsWith(t('guest-flow:additionalData.state')) }),
    'Paran',
    'Paraná',
  );
  await choose(page, origin.getByRole('combobox', { name: city }), 'Curit', 'Curitiba');
  const destination = page.getByRole('group', { name: t('guest-flow:additionalData.destination') });
  await choose(page, destination.getByRole('combobox', { name: country }), 'Urug', 'Uruguai');
  await destination.getByRole('textbox', { name: city }).fill('Montevidéu');
  await page
    .getByRole('combobox', { name: startsWith(t('guest-flow:additionalData.transport')) })
    .selectOption({ label: 'Automóvel' });
  await page
    .getByRole('combobox', { name: startsWith(t('guest-flow:additionalData.reason')) })
    .selectOption({ label: 'Lazer ou férias' });
  await page
    .getByRole('combobox', { name: /^Possui restrição alimentar/ })
    .selectOption({ label: 'Nenhuma' });
  await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
}

test('the main guest notifies a companion by e-mail; she verifies from the link and fills her own form', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const t = localeText('pt-BR');
  const isDesktop = testInfo.project.name === 'desktop';
  const { main, companion } = isDesktop ? FAMILIES.desktop : FAMILIES.mobile;
  await signInByEmail(page, request, main);

  // Desktop: the companion card's send icon preselects her; phone: the entry under the cards.
  await expect(card(page, companion.fullName)).toContainText(t('guests:card.status.waiting'));
  if (isDesktop) {
    await page
      .getByRole('button', { name: t('notification:card.sendLabel', { name: companion.fullName }) })
      .click();
  } else {
    await page.getByRole('link', { name: t('notification:entry.action') }).click();
  }
  await expect(page).toHaveURL(/\/home\/notification/);
  await expect(page.getByRole('heading', { name: t('notification:page.title'), level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: companion.fullName })).toBeChecked();
  const channels = page.getByRole('radiogroup', {
    name: t('notification:list.channelLegend', { name: companion.fullName }),
  });
  // The main guest sees an adult companion's contact masked (decision 54), never in full.
  await expect(page.getByText(companion.email)).toHaveCount(0);
  await channels.getByRole('radio', { name: companion.masked }).check();
  await saveScreenshot(page, testInfo, 'notification-pt-BR');
  await expectNoSeriousA11yViolations(page);
  const sentAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: t('notification:send.action_one') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(card(page, companion.fullName)).toContainText(t('guests:card.status.notified'));
  await saveScreenshot(page, testInfo, 'notification-sent-list-pt-BR');

  // The companion's inbox: the invitation and its direct-entry link.
  const invitation = await latestMessage(request, companion.email, sentAt);
  expect(invitation.subject).toContain('Faça seu pré-check-in');
  const linkPath = /https?:\/\/[^\s/]+(\/[0-9a-f-]{36}\/[0-9a-f-]{36})(?:\s|$)/.exec(invitation.text)?.[1];
  expect(linkPath, invitation.text).toBeTruthy();

  // The companion, on her own device: the link, her contact choice, the PIN, her form.
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale: 'pt-BR',
  });
  const phone = await context.newPage();
  await phone.goto(linkPath ?? '/');
  await expect(phone).toHaveURL(/\/person-data-validation$/);
  await expect(
    phone.getByRole('heading', {
      name: t('verification:person.title', { name: companion.fullName.split(' ')[0] ?? '' }),
    }),
  ).toBeVisible();
  await phone.getByRole('radio', { name: new RegExp(t('verification:contact.channels.email')) }).check();
  const askedAt = new Date(Date.now() - 1000);
  await phone.getByRole('button', { name: t('verification:contact.send') }).click({ timeout: 30_000 });
  await expect(phone).toHaveURL(/\/person-token-validation$/);
  const pinMessage = await latestMessage(request, companion.email, askedAt);
  const { code } = readPinMessage(pinMessage);
  await phone
    .getByRole('textbox', { name: t('verification:pin.digitLabel', { index: 1, total: 5 }) })
    .click();
  await phone.keyboard.type(code);

  await expect(phone).toHaveURL(/\/reservation\/personal-info$/);
  await expect(phone.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
  await expect(phone.getByLabel(t('personal-info:fields.name'), { exact: true })).toHaveValue(
    companion.fullName.split(' ')[0] ?? '',
  );
  const consent = phone.getByRole('region', { name: t('personal-info:sections.consent') });
  await consent.getByRole('button', { name: t('terms:open.use') }).click();
  const termsDialog = phone.getByRole('dialog');
  await expect(termsDialog.getByRole('region')).toBeVisible();
  await termsDialog
    .getByRole('button', { name: t('terms:dialog.close') })
    .last()
    .click();
  await expect(termsDialog).toBeHidden();
  await consent.getByRole('checkbox', { name: t('personal-info:consent.terms') }).check();
  await phone.getByRole('button', { name: t('guest-flow:step.next') }).click();
  await fillTripData(phone, t);
  await expect(
    phone.getByRole('heading', { name: t('guest-flow:confirmation.title'), level: 1 }),
  ).toBeVisible();
  await phone.getByRole('button', { name: t('guest-flow:step.next') }).click();
  const padScope = isDesktop
    ? phone.getByRole('dialog', { name: t('guest-flow:signature.title') })
    : phone.getByRole('main');
  const pad = padScope.getByRole('img', { name: t('guest-flow:signature.padLabel') });
  await expect(pad).toBeVisible();
  await sign(phone, pad, !isDesktop);
  await padScope.getByRole('button', { name: t('guest-flow:signature.signAndSend') }).click();
  await phone
    .getByRole('dialog', { name: t('guest-flow:finalized.title') })
    .getByRole('button', { name: t('guest-flow:finalized.ok') })
    .click();
  await expect(phone).toHaveURL(/\/home$/);
  await expect(card(phone, companion.fullName)).toContainText(t('guests:card.status.completed'));
  await context.close();

  // Back on the main guest's list: the companion is completed.
  await page.reload();
  await expect(card(page, companion.fullName)).toContainText(t('guests:card.status.completed'));
  await saveScreenshot(page, testInfo, 'notification-companion-completed-pt-BR');
});
