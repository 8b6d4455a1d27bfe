import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { fillFormToSignature, signAndFinalize, TRIP_WORDS } from './support/guest-form.ts';
import { localeText } from './support/locale-text.ts';
import { openInvitation } from './support/invitation.ts';
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
  const channels = page.getByRole('group', {
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

  // The companion's inbox, then her own device: the link, her contact choice, the PIN, her form.
  const { invitation, context, phone } = await openInvitation(browser, request, testInfo, {
    email: companion.email,
    since: sentAt,
    locale: 'pt-BR',
  });
  expect(invitation.subject).toContain('Faça seu pré-check-in');
  await expect(
    phone.getByRole('heading', {
      name: t('verification:person.title', { name: companion.fullName.split(' ')[0] ?? '' }),
    }),
  ).toBeVisible();
  await phone.getByRole('radio', { name: new RegExp(t('verification:contact.channels.email')) }).check();
  // Never earlier than the invitation itself, or a quick run would read the invitation as the PIN mail.
  const askedAt = new Date(Math.max(Date.now() - 1000, new Date(invitation.createdAt).getTime()));
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
  // The companion's trip data: the same answers as the family journey gives.
  await fillFormToSignature(phone, t, TRIP_WORDS['pt-BR']);
  await signAndFinalize(phone, t, isDesktop);
  await expect(phone).toHaveURL(/\/home$/);
  await expect(card(phone, companion.fullName)).toContainText(t('guests:card.status.completed'));
  await context.close();

  // Back on the main guest's list: the companion is completed.
  await page.reload();
  await expect(card(page, companion.fullName)).toContainText(t('guests:card.status.completed'));
  await saveScreenshot(page, testInfo, 'notification-companion-completed-pt-BR');
});
