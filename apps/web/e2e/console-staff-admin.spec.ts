import { expect, test, type Page } from '@playwright/test';
import { latestMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// The demo owner of Sol Nascente (apps/api/src/db/seed/DEMO.md), served on localhost.
const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESK_PASSWORD = 'balcao verde de pinho claro';
const DESKTOP_FIRST = 'desktop-first: the owner manages the staff on a computer or a tablet';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/console/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The owner invites from the Staff page; the invitee accepts the e-mailed link (its token) by the API. */
async function inviteAndAccept(page: Page, name: string, email: string) {
  const invitedAt = new Date();
  await page.getByLabel('Nome').fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Enviar o convite' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Convite enviado para ${email}.` })).toBeVisible();
  const message = await latestMessage(page.request, email, invitedAt);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1] ?? '';
  return { token, invitedAt };
}

test.describe('the owner manages the staff (issue 17, decisions 244 and 245)', () => {
  test('a disabled desk member is signed out at once and cannot sign in; enabled, they can; invitations resent and withdrawn', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', DESKTOP_FIRST);
    const stamp = Date.now();
    const desk = { name: 'Bia Recepção', email: `bia.${stamp}@example.com` };
    const pending = { name: 'Caio Convidado', email: `caio.${stamp}@example.com` };

    await signIn(page, OWNER.email, OWNER.password);
    await page.getByRole('tab', { name: 'Equipe' }).click();
    const staffTable = page.getByRole('table', { name: 'Equipe', exact: true });
    // The owner's own row offers nothing: an owner cannot disable or demote themself.
    const ownerRow = staffTable.getByRole('row').filter({ hasText: OWNER.email });
    await expect(ownerRow.getByRole('cell').last()).toHaveText('você');

    // A desk member, invited, who accepts and signs in in a browser of their own (a tablet).
    const { token } = await inviteAndAccept(page, desk.name, desk.email);
    const deskContext = await browser.newContext({
      baseURL,
      locale: 'pt-BR',
      viewport: { width: 820, height: 1180 },
    });
    const accepted = await deskContext.request.post('/api/console/invitations/accept', {
      headers: { origin: baseURL ?? '' },
      data: { token, name: desk.name, password: DESK_PASSWORD },
    });
    expect(accepted.status()).toBe(204);
    const deskPage = await deskContext.newPage();
    await signIn(deskPage, desk.email, DESK_PASSWORD);
    await expect(deskPage.getByTestId('signed-in-as')).toHaveText(`Conectado como ${desk.name} (recepção)`);

    // The owner disables them, after a confirmation that says what happens.
    await page.reload();
    const deskRow = staffTable.getByRole('row').filter({ hasText: desk.email });
    await expect(deskRow).toContainText('ativo');
    await deskRow.getByRole('button', { name: `Desativar ${desk.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Desativar ${desk.name}?` });
    await expect(confirm).toContainText('sai do console na hora e não consegue mais entrar');
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${desk.name} foi desativado e saiu do console.` }),
    ).toBeVisible();
    await expect(deskRow).toContainText('desativado');

    // The desk member's next request finds the session gone: the sign-in screen, and no way back in.
    await deskPage.reload();
    await expect(deskPage).toHaveURL(/\/console\/sign-in$/);
    await deskPage.getByLabel('E-mail').fill(desk.email);
    await deskPage.getByLabel('Senha').fill(DESK_PASSWORD);
    await deskPage.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(deskPage.getByText('O e-mail ou a senha não está correto.')).toBeVisible();
    await saveScreenshot(deskPage, testInfo, 'console-staff-disabled-desk-tablet');

    // Enabled again, they sign in.
    await deskRow.getByRole('button', { name: `Reativar ${desk.name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${desk.name} pode entrar de novo.` }),
    ).toBeVisible();
    await deskPage.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(deskPage.getByTestId('signed-in-as')).toHaveText(`Conectado como ${desk.name} (recepção)`);
    await deskContext.close();

    // A pending invitation: sent again (a new e-mail), then withdrawn.
    await inviteAndAccept(page, pending.name, pending.email);
    const pendingRow = staffTable.getByRole('row').filter({ hasText: pending.email });
    const resentAt = new Date();
    await pendingRow.getByRole('button', { name: `Reenviar o convite para ${pending.name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Um novo convite foi enviado para ${pending.email}.` }),
    ).toBeVisible();
    await latestMessage(page.request, pending.email, resentAt);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-staff-admin');
    await pendingRow.getByRole('button', { name: `Cancelar o convite de ${pending.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar convite' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `O convite de ${pending.name} foi cancelado.` }),
    ).toBeVisible();
    await expect(pendingRow).toHaveCount(0);

    // The changes: who did what to whom, newest first.
    const changes = page.getByTestId('staff-change');
    await expect(changes.nth(0)).toContainText(`Helena Prado`);
    await expect(changes.nth(0)).toContainText(`cancelou o convite de ${pending.name} (${pending.email})`);
    await expect(changes.nth(1)).toContainText(`reenviou o convite para ${pending.name}`);
    await expect(page.getByTestId('staff-change').filter({ hasText: `desativou ${desk.name}` })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('staff-change').filter({ hasText: `reativou ${desk.name}` })).toHaveCount(
      1,
    );
    await page.setViewportSize({ width: 820, height: 1180 });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-staff-admin-tablet');
    // Usable on a phone too: the table scrolls sideways, the forms stack.
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, testInfo, 'console-staff-admin-phone');
  });
});
