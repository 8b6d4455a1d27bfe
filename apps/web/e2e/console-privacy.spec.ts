import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// The demo owner of Sol Nascente and reservation 1142, kept for this test (apps/api/src/db/seed/DEMO.md).
const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const GUEST = { name: 'Clarice Bandeira', email: 'clarice.bandeira@example.com', cpf: '740.318.265-08' };
const DESKTOP_FIRST = 'desktop-first: the owner answers LGPD requests on a computer or a tablet';

async function signInAsOwner(page: Page) {
  await page.goto('/console/sign-in');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha').fill(OWNER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Chegadas' })).toBeVisible();
}

test.describe("a guest's LGPD request from the console (issue 17, decisions 240 to 243)", () => {
  test('the owner finds a demo guest, downloads the export, erases the guest with the confirmation, and reads the log', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', DESKTOP_FIRST);
    await signInAsOwner(page);
    await page.getByRole('tab', { name: 'Privacidade' }).click();
    await expect(page.getByRole('heading', { name: 'Privacidade (LGPD)', level: 1 })).toBeVisible();

    // A search too short is refused on the page; then by CPF as typed, from the keyboard.
    const query = page.getByLabel('Nome, e-mail, número da reserva ou do documento');
    await query.fill('C');
    await query.press('Enter');
    await expect(page.getByText('Digite pelo menos 2 caracteres')).toBeVisible();
    await query.fill(GUEST.cpf);
    await query.press('Enter');
    const row = page.getByTestId('privacy-guest');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(GUEST.name);
    await expect(row).toContainText('1142');
    await expect(row).toContainText('concluída');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-privacy-found');

    // The export: a zip the browser downloads, holding the guest's JSON and the FNRH PDF.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Exportar os dados de ${GUEST.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^guest-data-[0-9a-f-]{36}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
    const data = JSON.parse(strFromU8(zip['guest-data.json'] as Uint8Array));
    expect(data.data.guests[0]).toMatchObject({ name: 'Clarice', lastName: 'Bandeira', email: GUEST.email });
    const guestId: string = data.data.guests[0].id;
    expect(Object.keys(zip)).toContain(`fnrh/${guestId}.pdf`);
    await expect(page.getByRole('status')).toContainText(`Os dados de ${GUEST.name} foram baixados`);

    // The erasure: the confirmation says what goes, what the law keeps and why; nothing until confirmed.
    await page.getByRole('button', { name: `Apagar os dados de ${GUEST.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Apagar os dados de ${GUEST.name}?` });
    await expect(dialog.getByRole('heading', { name: 'O que é apagado' })).toBeVisible();
    await expect(dialog.getByText(/registros no banco de dados e \d+ arquivos guardados/)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'O que a lei exige que o hotel guarde' })).toBeVisible();
    await expect(dialog.getByTestId('kept-privacy-audit-entry')).toContainText(
      'LGPD (Lei 13.709/2018) arts. 6, X and 37',
    );
    await expect(dialog.getByText('1142:')).toBeVisible();
    const erase = dialog.getByRole('button', { name: 'Apagar de vez' });
    await expect(erase).toBeDisabled();
    await dialog.getByLabel('Confirmo que o hóspede pediu a eliminação e que verifiquei quem ele é').check();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-privacy-erase-dialog', { fullPage: false });
    await erase.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Apagado:' })).toHaveText(
      /^Apagado: \d+ registros e \d+ arquivos\. O registro de privacidade guarda a eliminação\.$/,
    );
    await expect(row).toHaveCount(0);

    // The log: who, when, what; the erasure first, then the export, both by the owner.
    const entries = page.getByTestId('privacy-audit-entry');
    await expect(entries.nth(0)).toContainText('Helena Prado');
    await expect(entries.nth(0)).toContainText(/Dados apagados \(\d+ registros, \d+ arquivos\)/);
    await expect(entries.nth(0)).toContainText(guestId.slice(0, 8));
    await expect(entries.nth(1)).toContainText('Dados exportados');

    // The guest is gone: the same search finds nobody.
    await query.press('Enter');
    await expect(page.getByText(`Nenhum hóspede deste hotel corresponde a “${GUEST.cpf}”.`)).toBeVisible();

    // The retention: a wrong number is refused, 180 days saved and logged.
    const days = page.getByLabel('Dias após o check-out');
    await days.fill('0');
    await page.getByRole('button', { name: 'Salvar a retenção' }).click();
    await expect(
      page.getByText('Informe um número inteiro de dias de 1 a 3650, ou deixe em branco'),
    ).toBeVisible();
    await days.fill('180');
    await page.getByRole('button', { name: 'Salvar a retenção' }).click();
    await expect(page.getByTestId('retention-now')).toHaveText('Agora: apagados 180 dias após o check-out.');
    await expect(entries.nth(0)).toContainText('Retenção alterada de desligada para 180 dias');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'console-privacy-after');
    await page.setViewportSize({ width: 820, height: 1180 });
    await saveScreenshot(page, testInfo, 'console-privacy-tablet');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, testInfo, 'console-privacy-phone');
    // Back to off, as the demo starts.
    await days.fill('');
    await page.getByRole('button', { name: 'Salvar a retenção' }).click();
    await expect(page.getByTestId('retention-now')).toHaveText(
      'Agora: desligada (dados guardados até serem apagados aqui).',
    );
  });
});
