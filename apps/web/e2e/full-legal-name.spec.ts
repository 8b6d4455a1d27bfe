import { expect, test } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { saveScreenshot, sizeIndependent } from './support/screens.ts';

// Demo 1060 (apps/api/src/db/seed/DEMO.md): booked as "Heitor Paiva" by a site that dropped the middle
// name and the second surname; his document says "Heitor José Paiva D'Ávila" (decision 59).
const HEITOR = { email: 'heitor.paiva@example.com', lastName: 'Paiva' };

test.setTimeout(240_000);

test('a guest writes the full legal name of the document over the shorter booked one', async ({
  page,
}, testInfo) => {
  sizeIndependent(testInfo, 'a name typed and saved');
  await signInByEmail(page, page.request, HEITOR);
  await page.goto('/reservation/personal-info');
  await expect(page.getByRole('heading', { name: 'Informações pessoais', level: 1 })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Dados pessoais' });
  await personal.getByLabel('Nome', { exact: true }).fill('Heitor José');
  await personal.getByLabel('Sobrenome').fill("Paiva D'Ávila");
  const terms = page.getByRole('checkbox', { name: /Li e aceito os termos/ });
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page).toHaveURL(/\/reservation\/additional-data$/);
  await expect(page.getByText('Nome muito diferente do original')).toHaveCount(0);

  await page.goto('/reservation/personal-info');
  await expect(personal.getByLabel('Nome', { exact: true })).toHaveValue('Heitor José');
  await expect(personal.getByLabel('Sobrenome')).toHaveValue("Paiva D'Ávila");

  // Another person's name is still refused, on the field that changed.
  await personal.getByLabel('Nome', { exact: true }).fill('Marcelo');
  await personal.getByLabel('Sobrenome').fill('Pereira');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(personal.getByText('Nome muito diferente do original')).toBeVisible();
  await saveScreenshot(page, testInfo, 'full-legal-name-refused-pt-BR');
});
