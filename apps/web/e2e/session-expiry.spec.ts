import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { latestMessage, readPinMessage } from './support/mailbox.ts';
import { saveScreenshot } from './support/screens.ts';

// A main guest no other spec signs in with (DEMO.md 1022).
const GUEST = { email: 'helena.duarte@example.com', lastName: 'Duarte', fullName: 'Helena Duarte' };

// The PIN of the sign-in was just used: a new one may be asked only after the 90-second timer.
test.setTimeout(240_000);

/** Asks for a new PIN by e-mail from the contact choice, waiting out the resend timer, and types it. */
async function verifyAgain(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.getByRole('radio', { name: /Por e-mail/ }).check();
  const askedAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Enviar código' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/token-validation$/);
  const message = await latestMessage(request, email, askedAt).catch(async () => {
    // The sign-in's PIN went out less than 90 seconds ago: the guest waits for the timer, as anyone would.
    const resend = page.getByRole('button', { name: 'Enviar novo código' });
    await expect(resend).toBeEnabled({ timeout: 110_000 });
    const again = new Date(Date.now() - 1000);
    await resend.click();
    return latestMessage(request, email, again);
  });
  const { code } = readPinMessage(message);
  await page.getByRole('textbox', { name: /Dígito 1 de 5/ }).click();
  await page.keyboard.type(code);
}

/** Makes the stored token of the verified guest one the server refuses (a broken signature). */
async function spoilToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((name) => name.startsWith('hospedar.token.'))) {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string; savedAt: number };
      const broken = `${stored.token.slice(0, -6)}AAAAAA`;
      localStorage.setItem(key, JSON.stringify({ ...stored, token: broken }));
    }
  });
}

test('a guest whose token stops working verifies again and is back in the form with what was typed', async ({
  page,
  request,
}, testInfo) => {
  // The same screens on every size, and most of the test is the 90-second wait for a new PIN: the
  // phone is enough, and CI keeps its half-hour.
  test.skip(testInfo.project.name === 'desktop', 'size-independent; waits out the PIN countdown');
  const guest = GUEST;
  await signInByEmail(page, request, guest);
  await page
    .getByRole('dialog', { name: 'Há menores de idade nesta reserva' })
    .getByRole('button', { name: 'Entendi' })
    .click();
  await page.goto('/reservation/personal-info');
  await expect(page.getByRole('heading', { name: 'Informações pessoais', level: 1 })).toBeVisible();
  const complement = page.getByLabel('Complemento (opcional)');
  await complement.fill('Bloco C, apto 31');
  const consent = page.getByRole('region', { name: 'Preferências e consentimento' });
  await consent.getByRole('button', { name: 'Ler os termos de uso' }).click();
  await page
    .getByRole('dialog', { name: 'Termos de uso' })
    .getByRole('button', { name: 'Fechar' })
    .last()
    .click();
  await consent.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.waitForTimeout(800);

  await spoilToken(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page).toHaveURL(/\/data-validation$/);
  await saveScreenshot(page, testInfo, 'session-expired-contact-choice-pt-BR');

  await verifyAgain(page, request, guest.email);
  await expect(page).toHaveURL(/\/reservation\/personal-info$/);
  await expect(page.getByText('Recuperamos o que você digitou.')).toBeVisible();
  await expect(page.getByLabel('Complemento (opcional)')).toHaveValue('Bloco C, apto 31');
});
