import { expect, type Page } from '@playwright/test';

/** From the default hotel's welcome page to the search, as a guest gets there (pt-BR). */
export async function openSearch(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('link', { name: 'Iniciar pré-check-in' })
    .or(page.getByRole('button', { name: 'Iniciar pré-check-in' }))
    .click();
  await page
    .getByRole('link', { name: /Pré-check-in/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Encontre sua reserva' })).toBeVisible();
}

/** Waits for the proof of work, which runs by itself as soon as a form shows. */
export async function waitForBotCheck(page: Page, verifiedLabel: RegExp = /Verificado/): Promise<void> {
  await expect(page.getByRole('checkbox', { name: verifiedLabel })).toBeChecked({ timeout: 30_000 });
}
