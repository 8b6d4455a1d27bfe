import { expect, test } from '@playwright/test';
import { latestMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// The demo owner of Sol Nascente (apps/api/src/db/seed/DEMO.md), served on localhost.
const DESKTOP_FIRST = 'desktop-first: the desk works on a computer (and a tablet, in the first test)';
const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };

test.describe('the staff console (issue 17)', () => {
  test('the owner invites a desk member, who accepts from the mailbox, signs in and cannot open settings', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', DESKTOP_FIRST);
    const invitee = `recepcao.${Date.now()}@example.com`;

    // The owner signs in; the console opens on the arrivals page, in the hotel's theme.
    await page.goto('/console');
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-sign-in');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Senha').fill('not the password');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('O e-mail ou a senha não está correto.')).toBeVisible();
    await page.getByLabel('Senha').fill(OWNER.password);
    await page.getByLabel('Senha').press('Enter');
    await expect(page.getByRole('heading', { name: 'Chegadas' })).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toHaveText('Conectado como Helena Prado (responsável)');
    await expect(page.getByText('Hotel: Sol Nascente (solnascente)')).toBeVisible();
    await saveScreenshot(page, testInfo, 'console-arrivals-owner');

    // Staff: the list, and an invitation by e-mail.
    await page.getByRole('tab', { name: 'Equipe' }).click();
    await expect(page.getByRole('cell', { name: 'desk@solnascente.example', exact: true })).toBeVisible();
    const invitedAt = new Date();
    await page.getByLabel('Nome').fill('Nova Recepção');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee);
    await page.getByRole('button', { name: 'Enviar o convite' }).click();
    await expect(page.getByRole('status')).toHaveText(`Convite enviado para ${invitee}.`);
    await expect(page.getByRole('cell', { name: invitee, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-staff-invited');
    await page.getByRole('tab', { name: 'Configurações' }).click();
    await expect(page.getByRole('cell', { name: '#c2410c' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'console-settings-owner');

    // The invitee, in a browser of their own, opens the link of the e-mail.
    const message = await latestMessage(page.request, invitee, invitedAt);
    expect(message.subject).toBe('Seu acesso ao console de Sol Nascente');
    const link = /https?:\/\/\S+\/console\/accept-invite#token=[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
    expect(link).toBeTruthy();
    const desk = await browser.newContext({
      baseURL,
      locale: 'pt-BR',
      viewport: { width: 820, height: 1180 },
    });
    const deskPage = await desk.newPage();
    await deskPage.goto(link ?? '');
    await expect(deskPage.getByRole('heading', { name: 'Boas-vindas ao console' })).toBeVisible();
    await expect(deskPage.getByLabel('Seu nome')).toHaveValue('Nova Recepção');
    await deskPage.getByLabel('Nova senha').fill('senha123456');
    await expect(deskPage.getByText('Força: fraca')).toBeVisible();
    await deskPage.getByLabel('Confirme a senha').fill('senha123456');
    await deskPage.getByRole('button', { name: 'Criar minha senha' }).click();
    await expect(
      deskPage.getByText('Esta senha é fácil de adivinhar: tente uma mais longa ou menos comum'),
    ).toBeVisible();
    await saveScreenshot(deskPage, testInfo, 'console-accept-weak-tablet');
    const password = 'balcao azul de madeira clara';
    await deskPage.getByLabel('Nova senha').fill(password);
    await expect(deskPage.getByText('Força: forte')).toBeVisible();
    await deskPage.getByLabel('Confirme a senha').fill(password);
    await deskPage.getByRole('button', { name: 'Criar minha senha' }).click();
    await expect(deskPage.getByText('Sua senha foi criada. Entre com ela.')).toBeVisible();

    // The desk member signs in: no Staff or Settings, and the settings' address says owners only.
    await deskPage.getByLabel('E-mail').fill(invitee);
    await deskPage.getByLabel('Senha').fill(password);
    await deskPage.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(deskPage.getByTestId('signed-in-as')).toHaveText('Conectado como Nova Recepção (recepção)');
    await expect(deskPage.getByRole('tab', { name: 'Configurações' })).toHaveCount(0);
    await expect(deskPage.getByRole('tab', { name: 'Equipe' })).toHaveCount(0);
    await saveScreenshot(deskPage, testInfo, 'console-arrivals-desk-tablet');
    await deskPage.goto('/console/settings');
    await expect(
      deskPage.getByText('Somente os responsáveis pelo hotel podem abrir as configurações.'),
    ).toBeVisible();
    const settings = await deskPage.request.get('/api/console/settings');
    expect(settings.status()).toBe(403);
    await saveScreenshot(deskPage, testInfo, 'console-settings-desk-tablet');

    // Signing out ends the session on the server.
    await deskPage.getByRole('button', { name: 'Sair' }).click();
    await expect(deskPage).toHaveURL(/\/console\/sign-in$/);
    expect((await deskPage.request.get('/api/console/me')).status()).toBe(401);
    await desk.close();
  });

  test('the language changes every text; forgot password answers the same for any e-mail', async ({
    page,
  }, testInfo) => {
    await page.goto('/console/sign-in');
    await page.getByLabel('Idioma').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If this e-mail has an account, the link is on its way. Check your inbox.',
    );
    await saveScreenshot(page, testInfo, 'console-forgot-sent-en');
    await page.getByLabel('Language').click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page.getByRole('link', { name: 'Volver a entrar' })).toBeVisible();
  });
});
