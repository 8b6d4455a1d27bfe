import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage as TLanguage, type TLocaleText } from './support/locale-text.ts';
import { latestMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Demo reservations 1029 and 1033 of Pousada Sol Nascente (apps/api/src/db/seed/DEMO.md): one main guest
// each, whose form is already completed, so the list can be finished at once. One guest per project, so
// the 90-second PIN resend rule never makes one wait for the other.
const GUESTS = {
  mobile: { email: 'marina.ribeiro@example.com', name: 'Marina', lastName: 'Ribeiro' },
  desktop: { email: 'tomas.nogueira@example.com', name: 'Tomás', lastName: 'Nogueira' },
} as const;

const HOTEL = 'Pousada Sol Nascente';
/** The hotel's trade name (nomeFantasia), which the e-mails use. */
const TRADE_NAME = 'Sol Nascente';
const TEXTS: Record<TLanguage, TLocaleText> = {
  'pt-BR': localeText('pt-BR'),
  'en-US': localeText('en-US'),
  'es-ES': localeText('es-ES'),
};
const LANGUAGE_NAMES: Record<TLanguage, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  'es-ES': 'Español',
};

test.setTimeout(240_000);

async function chooseLanguage(page: Page, from: TLanguage, to: TLanguage): Promise<void> {
  const t = TEXTS[from];
  await page
    .getByRole('button', { name: t('common:language.current', { language: LANGUAGE_NAMES[from] }) })
    .click();
  await page.getByRole('menuitemradio', { name: new RegExp(LANGUAGE_NAMES[to]) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Opens one of the terms from the footer of the guest list and waits for its text. */
async function openTerms(page: Page, language: TLanguage, which: 'use' | 'privacy', title: string) {
  const t = TEXTS[language];
  const footer = page.getByRole('navigation', { name: t('terms:footer.label') });
  await footer.getByRole('button', { name: t(`terms:footer.${which}`) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('region', { name: t('terms:dialog.textLabel', { title }) })).toContainText(
    HOTEL,
  );
  await expect(dialog.getByRole('button', { name: t('terms:send.action') })).toBeVisible();
  return dialog;
}

/** Sends the open terms by e-mail and reads the message the guest receives. */
async function sendByEmail(
  page: Page,
  request: Parameters<typeof latestMessage>[0],
  dialog: Locator,
  input: { language: TLanguage; title: string; email: string },
) {
  const t = TEXTS[input.language];
  await expect(dialog.getByText(t('terms:send.hint', { email: input.email }))).toBeVisible();
  const askedAt = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: t('terms:send.action') }).click();
  await expect(
    page.getByText(t('terms:send.success', { title: input.title, email: input.email })),
  ).toBeVisible();
  const message = await latestMessage(request, input.email, askedAt);
  expect(message.subject).toBe(`${input.title} — ${TRADE_NAME}`);
  // The notification hides by itself; the next screens are captured without it.
  await expect(
    page.getByText(t('terms:send.success', { title: input.title, email: input.email })),
  ).toBeHidden({
    timeout: 8000,
  });
  return message;
}

async function closeDialog(dialog: Locator, t: TLocaleText): Promise<void> {
  await dialog
    .getByRole('button', { name: t('terms:dialog.close') })
    .last()
    .click();
  await expect(dialog).toBeHidden();
}

test('a guest reads the terms in three languages, has them e-mailed and rates the portal once', async ({
  page,
  request,
}, testInfo) => {
  const guest = GUESTS[testInfo.project.name === 'desktop' ? 'desktop' : 'mobile'];
  await signInByEmail(page, request, guest);
  const pt = TEXTS['pt-BR'];

  // Português: the terms of use, sent by e-mail in Portuguese.
  const useDialog = await openTerms(page, 'pt-BR', 'use', 'Termos de uso');
  await saveScreenshot(page, testInfo, 'terms-of-use-pt-BR', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  const portuguese = await sendByEmail(page, request, useDialog, {
    language: 'pt-BR',
    title: 'Termos de uso',
    email: guest.email,
  });
  expect(portuguese.text).toContain(`Olá, ${guest.name}.`);
  await closeDialog(useDialog, pt);

  // English, chosen in the header: the privacy policy reloads in English and is sent in English.
  await chooseLanguage(page, 'pt-BR', 'en-US');
  const privacyDialog = await openTerms(page, 'en-US', 'privacy', 'Privacy policy');
  await expect(privacyDialog).toContainText('LGPD');
  await saveScreenshot(page, testInfo, 'privacy-policy-en-US', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  const english = await sendByEmail(page, request, privacyDialog, {
    language: 'en-US',
    title: 'Privacy policy',
    email: guest.email,
  });
  expect(english.text).toContain(`Hello, ${guest.name}.`);
  await closeDialog(privacyDialog, TEXTS['en-US']);

  // Español: the terms of use again, now in Spanish.
  await chooseLanguage(page, 'en-US', 'es-ES');
  const spanishDialog = await openTerms(page, 'es-ES', 'use', 'Términos de uso');
  await saveScreenshot(page, testInfo, 'terms-of-use-es-ES', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await closeDialog(spanishDialog, TEXTS['es-ES']);

  // Terms that fail to load say so under the empty-state drawing, with Try again (decision 80).
  const es = TEXTS['es-ES'];
  await page.route('**/api/terms?**', (route) =>
    route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }),
  );
  await page
    .getByRole('navigation', { name: es('terms:footer.label') })
    .getByRole('button', { name: es('terms:footer.privacy') })
    .click();
  const failed = page.getByRole('dialog');
  await expect(failed.getByText(es('terms:dialog.failed'))).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, testInfo, 'terms-failed-es-ES', { fullPage: false });
  await page.unroute('**/api/terms?**');
  await failed.getByRole('button', { name: es('terms:dialog.retry') }).click();
  await expect(failed.getByRole('button', { name: es('terms:send.action') })).toBeVisible();
  await closeDialog(failed, es);
  await chooseLanguage(page, 'es-ES', 'pt-BR');

  // The list is finished: the rating modal opens by itself.
  await page.getByRole('button', { name: pt('guests:finish.action') }).click();
  await page
    .getByRole('dialog', { name: pt('guests:finish.confirm.title') })
    .getByRole('button', { name: pt('guests:finish.confirm.send') })
    .click();
  const rating = page.getByRole('dialog', { name: pt('rating:dialog.title') });
  await expect(rating).toBeVisible();
  await rating.getByRole('button', { name: pt('rating:dialog.submit') }).click();
  await expect(rating.getByRole('alert')).toHaveText(pt('rating:dialog.required'));
  const fourStars = pt('rating:dialog.starLabel', { value: 4, level: pt('rating:dialog.levels.4') });
  await rating.getByRole('radio', { name: fourStars }).check();
  await rating.getByLabel(pt('rating:dialog.comment')).fill('Rápido e fácil de preencher.');
  await saveScreenshot(page, testInfo, 'rating-pt-BR', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await rating.getByRole('button', { name: pt('rating:dialog.submit') }).click();
  await expect(page.getByText(pt('rating:success'))).toBeVisible();
  await expect(rating).toBeHidden();
  await expect(page.getByRole('button', { name: pt('rating:offer.action') })).toHaveCount(0);

  // Not offered again after a reload, and the API refuses a second rating.
  await page.reload();
  await expect(
    page.getByText(pt('guests:finish.finished', { date: '' }).replace(/\s*\.$/, '')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: pt('rating:offer.action') })).toHaveCount(0);
  const session = await page.evaluate(() => {
    const guestState = JSON.parse(window.sessionStorage.getItem('hospedar.guest') ?? '{}') as {
      clientId?: string;
    };
    const clientId = guestState.clientId ?? '';
    const stored = JSON.parse(window.localStorage.getItem(`hospedar.token.${clientId}`) ?? '{}') as {
      token?: string;
    };
    return { clientId, token: stored.token ?? '' };
  });
  const again = await request.post('/api/rating', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { guestId: session.clientId, rating: 5 },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('RATING_ALREADY_GIVEN');
});
