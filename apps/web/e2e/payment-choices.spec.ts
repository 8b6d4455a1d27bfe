import { expect, test } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText } from './support/locale-text.ts';
import { switchLanguage } from './support/payment.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Issue 14: paying at the hotel, and a companion who never sees the warranty (Sol Nascente, DEMO.md:
// 1104 and 1105 on phones, 1110 and 1111 on desktop).
test.setTimeout(240_000);

test('a main guest chooses to pay at the hotel and lands on the guest list', async ({
  page,
  request,
}, info) => {
  const isDesktop = info.project.name === 'desktop';
  const t = localeText('pt-BR');
  const guest = isDesktop
    ? { email: 'leonardo.macedo@example.com', lastName: 'Macedo' }
    : { email: 'felipe.cardoso@example.com', lastName: 'Cardoso' };
  await signInByEmail(page, request, guest, { language: 'pt-BR' });
  await page.goto('/reservation/warranty');
  // The question in each language (the header's menu between), asked again after Back; pt-BR answers it.
  for (const language of ['en-US', 'es-ES', 'pt-BR'] as const) {
    await switchLanguage(page, language);
    const l = localeText(language);
    await page.getByRole('button', { name: new RegExp(l('payment:warranty.payAtHotel')) }).click();
    const dialog = page.getByRole('dialog', { name: l('payment:payAtHotel.title') });
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, info, `payment-pay-at-hotel-${language}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    if (language === 'pt-BR')
      await dialog.getByRole('button', { name: t('payment:payAtHotel.confirm') }).click();
    else await dialog.getByRole('button', { name: l('payment:payAtHotel.cancel') }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(t('payment:payAtHotel.done'))).toBeVisible();
});

test('a companion never sees the warranty step', async ({ page, request }, info) => {
  const isDesktop = info.project.name === 'desktop';
  const t = localeText('pt-BR');
  const companion = isDesktop
    ? { email: 'heloisa.guimaraes@example.com', lastName: 'Guimarães' }
    : { email: 'isabela.nascimento@example.com', lastName: 'Nascimento' };
  await signInByEmail(page, request, companion, { language: 'pt-BR' });
  await page.goto('/reservation/personal-info');
  await expect(page.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('common:steps.warranty'))).toHaveCount(0);
  await page.goto('/reservation/warranty');
  await expect(page).toHaveURL(/\/home$/);
});
