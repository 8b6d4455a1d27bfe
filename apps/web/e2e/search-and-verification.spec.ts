import { expect, test, type Page } from '@playwright/test';
import { openSearch, waitForBotCheck } from './support/journeys.ts';
import { expectNoSeriousA11yViolations, saveScreenshot, sizeIndependent } from './support/screens.ts';

async function openSearchReady(page: Page): Promise<void> {
  await openSearch(page);
  await waitForBotCheck(page);
}

test.describe('search and verification', () => {
  test('a cancelled reservation shows its blocking message; nothing found says so', async ({
    page,
  }, testInfo) => {
    sizeIndependent(testInfo, 'the search’s messages and the verification’s choices');
    await openSearchReady(page);
    await page.getByLabel('Número da reserva').fill('1006');
    await page.getByLabel('Sobrenome').fill('Barros');
    await page.getByRole('button', { name: 'Pesquisar reserva' }).click();
    await expect(
      page.getByRole('heading', { name: 'Não é possível continuar com esta reserva' }),
    ).toBeVisible();
    await expect(page.getByText('Reserva cancelada')).toBeVisible();
    await saveScreenshot(page, testInfo, 'search-blocked-pt-BR');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Pesquisar novamente' }).click();
    await expect(page.getByLabel('Número da reserva')).toHaveValue('1006');
    await page.getByLabel('Sobrenome').fill('Ninguém');
    await waitForBotCheck(page);
    await page.getByRole('button', { name: 'Pesquisar reserva' }).click();
    // The incorrect-data modal (spec section 2: red cross, text, OK, 350 px), then the hint under the form.
    const incorrect = page.getByRole('dialog', { name: /Dados incorretos/ });
    await expect(incorrect).toBeVisible();
    expect((await incorrect.boundingBox())?.width).toBeLessThanOrEqual(350);
    await saveScreenshot(page, testInfo, 'search-incorrect-data-pt-BR');
    await expectNoSeriousA11yViolations(page);
    await incorrect.getByRole('button', { name: 'Ok' }).click();
    await expect(incorrect).toBeHidden();
    await expect(page.getByText('Reserva não encontrada')).toBeVisible();
  });

  test('several reservations lead to the choice, then to the contacts of the guest', async ({
    page,
  }, testInfo) => {
    sizeIndependent(testInfo, 'the search’s messages and the verification’s choices');
    await openSearchReady(page);
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.locator('form').getByLabel('E-mail').fill('  Marcos.Oliveira@Example.com ');
    await page.getByLabel('Sobrenome').fill('Oliveira');
    await page.getByRole('button', { name: 'Pesquisar reserva' }).click();
    await expect(page).toHaveURL(/\/welcome\/multi-reservation$/);
    await expect(page.getByRole('button', { name: /#1010/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /#1011/ })).toBeVisible();
    await saveScreenshot(page, testInfo, 'multi-reservation-pt-BR');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /#1010/ }).click();
    await expect(page).toHaveURL(/\/data-validation$/);
    await expect(page.getByRole('radio', { name: /Por e-mail/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Por SMS/ })).toBeVisible();
    await saveScreenshot(page, testInfo, 'contact-choice-pt-BR');
    await expectNoSeriousA11yViolations(page);

    // A reload keeps the guest on the verification step.
    await page.reload();
    await expect(page).toHaveURL(/\/data-validation$/);
    await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible({ timeout: 30_000 });
  });

  test('a guest without contacts cannot get a code and is told what to do', async ({ page }, testInfo) => {
    sizeIndependent(testInfo, 'the search’s messages and the verification’s choices');
    await openSearchReady(page);
    await page.getByRole('tab', { name: 'Documento' }).click();
    await page.getByLabel('CPF').fill('20587146362');
    await expect(page.getByLabel('CPF')).toHaveValue('205.871.463-62');
    await page.getByRole('button', { name: 'Pesquisar reserva' }).click();
    await expect(page.getByRole('heading', { name: 'Não é possível verificar você aqui' })).toBeVisible();
  });

  test('an expired PIN link shows the Expired pin modal at the start', async ({ page }, testInfo) => {
    sizeIndependent(testInfo, 'the search’s messages and the verification’s choices');
    await page.goto('/welcome/validate/pin/abcdefghijklmnopqrstuvwxyz012345');
    const dialog = page.getByRole('dialog', { name: 'Link expirado' });
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, testInfo, 'expired-pin-pt-BR');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
