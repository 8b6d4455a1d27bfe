import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, hotelUrl, saveScreenshot } from './support/screens.ts';

// The demo owner of Sol Nascente (apps/api/src/db/seed/DEMO.md), served on localhost.
const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESKTOP_FIRST = 'desktop-first: a computer at the desk keeps the passkey';

/** Chromium's virtual authenticator (DevTools WebAuthn domain), as the guests' passkeys test has it. */
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

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
}

test.describe('staff passkeys (issue 17, decision 246)', () => {
  test('a member adds a passkey, signs in with it instead of the password, not at another hotel, and removes it', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', DESKTOP_FIRST);
    await addPlatformAuthenticator(page);
    await page.goto('/console/sign-in');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Senha').fill(OWNER.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('tab', { name: 'Minha conta' }).click();
    await expect(page.getByText('Você ainda não tem chave de acesso.')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar uma chave de acesso neste aparelho' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Chave de acesso adicionada. Na próxima vez, entre com ela.',
    );
    await expect(page.getByTestId('staff-passkey')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-passkeys-added');

    // Signed out, back in with the passkey: no e-mail, no password.
    await signOut(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-sign-in-passkey');
    await page.getByRole('button', { name: 'Entrar com uma chave de acesso' }).click();
    await expect(page.getByTestId('signed-in-as')).toHaveText('Conectado como Helena Prado (responsável)');

    // Another hotel's console: this device has no passkey for it, and nothing signs in.
    await page.goto(hotelUrl(baseURL, 'marazul', '/console/sign-in'));
    await page.getByRole('button', { name: 'Entrar com uma chave de acesso' }).click();
    await expect(page.getByText(/A chave de acesso não foi usada/)).toBeVisible();
    await expect(page).toHaveURL(/\/console\/sign-in$/);

    // Removed, the passkey on the device no longer signs in.
    await page.goto('/console/account');
    const passkey = page.getByTestId('staff-passkey');
    await expect(passkey).toHaveCount(1);
    await expect(passkey).toContainText('último uso');
    await passkey.getByRole('button', { name: /Remover a chave de acesso de/ }).click();
    await expect(page.getByRole('status')).toHaveText('Chave de acesso removida.');
    await expect(passkey).toHaveCount(0);
    await signOut(page);
    await page.getByRole('button', { name: 'Entrar com uma chave de acesso' }).click();
    await expect(page.getByText('Esta chave de acesso não entra aqui. Entre com sua senha.')).toBeVisible();
    await page.setViewportSize({ width: 820, height: 1180 });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-sign-in-passkey-removed-tablet');
  });
});
