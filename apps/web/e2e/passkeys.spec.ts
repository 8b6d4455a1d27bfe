import { expect, test, type Page } from '@playwright/test';
import { a11yChecker } from './support/a11y-check.ts';
import { searchByEmail, signInByEmail } from './support/guest-sign-in.ts';
import { localeText, type TAnyLanguage, type TLocaleText } from './support/locale-text.ts';

// The passkey guests of DEMO.md (1120 to 1122), one a language; no other spec signs in with them.
const GUESTS: Record<TAnyLanguage, { email: string; lastName: string }> = {
  'pt-BR': { email: 'teodora.vilela@example.com', lastName: 'Vilela' },
  'en-US': { email: 'renato.falcao@example.com', lastName: 'Falcao' },
  'es-ES': { email: 'irene.bastos@example.com', lastName: 'Bastos' },
};

/**
 * Chromium's virtual authenticator (DevTools WebAuthn domain): a device's own authenticator, as Face ID,
 * Touch ID or Windows Hello are, that checks the person and keeps passkeys.
 */
async function addPlatformAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** From the screen a sign-out leaves to the contact choice, by e-mail, as the guest found it before. */
async function findReservationAgain(page: Page, t: TLocaleText, language: TAnyLanguage) {
  const guest = GUESTS[language];
  const start = page.getByRole('link', { name: t('welcome:welcome.start') });
  const menu = page.getByRole('link', { name: new RegExp(t('welcome:menu.guestForm.title')) }).first();
  const search = page.getByRole('heading', { name: t('search:title') });
  await expect(start.or(menu).or(search).first()).toBeVisible();
  if (await start.isVisible()) await start.click();
  if (!(await search.isVisible())) await menu.click();
  await expect(search).toBeVisible();
  await searchByEmail(page, guest, t);
}

/** The header's account menu, then one of its two buttons. */
async function openMenuItem(page: Page, t: TLocaleText, item: 'passkeys' | 'signOut') {
  await page.getByRole('button', { name: t('passkeys:menu.label') }).click();
  await page.getByRole('button', { name: t(`passkeys:menu.${item}`) }).click();
}

// Two searches with their bot checks and a PIN: more than a minute on a busy two-core machine.
test.setTimeout(150_000);

// Passkeys work alike at every size; what differs by size is the layout of the offer, the list and the
// menu, which the default language shows at both sizes. English is seen on the desktop, Spanish on the
// phone (as the keyboard journey, decision 170), which spares CI two runs of the whole sign-in.
const PASSKEY_SIZES: Record<'pt-BR' | 'en-US' | 'es-ES', readonly string[]> = {
  'pt-BR': ['mobile', 'desktop'],
  'en-US': ['desktop'],
  'es-ES': ['mobile'],
};

for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
  test.describe(language, () => {
    test.use({ locale: language });

    test('a passkey made after the PIN signs the guest in with no code; the list removes it; sign-out forgets the guest', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(
        !PASSKEY_SIZES[language].includes(testInfo.project.name),
        `passkeys in ${language} are seen on ${PASSKEY_SIZES[language].join(' and ')}`,
      );
      const t = localeText(language);
      const check = a11yChecker(page, testInfo, language);
      const guest = GUESTS[language];
      await addPlatformAuthenticator(page);
      await signInByEmail(page, request, guest, { language });

      // The offer, on the guest list after the PIN: a card, skippable.
      const offer = page.getByRole('region', { name: t('passkeys:offer.label') });
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('button', { name: t('passkeys:offer.notNow') })).toBeVisible();
      await check('passkey-offer');
      await offer.getByRole('button', { name: t('passkeys:offer.create') }).click();
      await expect(page.getByText(t('passkeys:offer.created'))).toBeVisible();
      await expect(offer).toBeHidden();

      // The header menu, and the list of passkeys in its dialog.
      await page.getByRole('button', { name: t('passkeys:menu.label') }).click();
      await expect(page.getByRole('button', { name: t('passkeys:menu.signOut') })).toBeVisible();
      // The "created" notice is gone: on a phone it stood where the menu's items open.
      await expect(page.getByText(t('passkeys:offer.created'))).toBeHidden();
      await check('passkey-menu', { fullPage: false });
      await page.getByRole('button', { name: t('passkeys:menu.passkeys') }).click();
      const dialog = page.getByRole('dialog', { name: t('passkeys:manager.title') });
      await expect(dialog.getByText(t('passkeys:manager.deviceOnly'))).toBeVisible();
      // This device made it: said so, and no second one offered (the browser would refuse it).
      await expect(dialog.getByText(t('passkeys:manager.thisDevice'), { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: t('passkeys:manager.add') })).toHaveCount(0);
      await check('passkeys-dialog', { fullPage: false });

      if (language !== 'pt-BR') {
        // Removing it (after a confirmation) leaves the guest with the code only: the sign-in says so.
        await dialog.getByRole('button', { name: new RegExp(t('passkeys:manager.remove')) }).click();
        await expect(dialog.getByText(t('passkeys:manager.confirmText'))).toBeVisible();
        await check('passkeys-dialog-confirm', { fullPage: false });
        await dialog.getByRole('button', { name: t('passkeys:manager.confirm') }).click();
        await expect(dialog.getByText(t('passkeys:manager.empty'))).toBeVisible();
        await expect(dialog.getByRole('button', { name: t('passkeys:manager.add') })).toBeVisible();
      }
      await dialog.getByRole('button', { name: t('passkeys:manager.close') }).click();

      // Sign out: the token and the guest are forgotten; the hotel's first screen again.
      await openMenuItem(page, t, 'signOut');
      await expect(page.getByText(t('passkeys:menu.signedOut'))).toBeVisible();
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).filter((key) => key.startsWith('hospedar.token.')),
        ),
      ).toEqual([]);

      await findReservationAgain(page, t, language);
      const passkeyButton = page.getByRole('button', { name: t('verification:passkey.signIn') });
      await expect(passkeyButton).toBeVisible();
      await expect(page.getByRole('button', { name: t('verification:contact.send') })).toBeVisible();
      await check('passkey-contact-choice');
      const tappedAt = new Date();
      await passkeyButton.click();

      if (language === 'pt-BR') {
        // In where the PIN led, and no code was sent or asked.
        await expect(page).toHaveURL(/\/home$/);
        await expect(page.getByRole('button', { name: t('passkeys:menu.label') })).toBeVisible();
        const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(guest.email)}`);
        const { messages } = (await mailbox.json()) as { messages: { createdAt: string }[] };
        expect(messages.filter((message) => new Date(message.createdAt) > tappedAt)).toEqual([]);
      } else {
        await expect(page.getByRole('alert')).toHaveText(t('guest-errors:codes.PASSKEY_NOT_FOUND'));
        await expect(page).toHaveURL(/\/data-validation$/);
        await check('passkey-not-found');
      }
    });
  });
}
