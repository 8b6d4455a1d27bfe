import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { makeDocumentPhoto, uploadDocumentSide } from './support/document-photos.ts';
import { fillFormToSignature, openGuest, signAndFinalize, TRIP_WORDS } from './support/guest-form.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText } from './support/locale-text.ts';
import { latestMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Sol Nascente's demo desk member, and reservation 1140 (apps/api/src/db/seed/DEMO.md): it checks in
// today, and no other spec signs its guests in. Rosa fills her form while the desk watches.
const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const ROSA = { email: 'rosa.amaral@example.com', lastName: 'Amaral', fullName: 'Rosa Amaral' };
const DESKTOP_ONLY = 'desktop-first: the desk works on a computer; the tablet size is checked here too';

test.setTimeout(300_000);

async function signInToConsole(page: Page): Promise<void> {
  await page.goto('/console');
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DESK.email);
  await page.getByLabel('Senha').fill(DESK.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Chegadas', level: 1 })).toBeVisible();
}

/** A guest's line on the arrivals list, and its state chip. */
const guestLine = (page: Page, fullName: string, open = 'Abrir a ficha de') =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${open} ${fullName}` }) });

/** The guest, in a browser of her own: her form with both document photos, the trip, the signature. */
async function rosaFillsHerForm(browser: Browser, baseURL: string | undefined): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 1366, height: 768 },
  });
  const guest = await context.newPage();
  const t = localeText('pt-BR');
  await signInByEmail(guest, guest.request, ROSA);
  await openGuest(guest, t, true, ROSA.fullName);
  await expect(guest.getByRole('heading', { name: t('personal-info:title'), level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await uploadDocumentSide(guest, 'front', await makeDocumentPhoto('FRENTE'));
  await uploadDocumentSide(guest, 'back', await makeDocumentPhoto('VERSO'));
  await fillFormToSignature(guest, t, TRIP_WORDS['pt-BR']);
  await signAndFinalize(guest, t, true);
  await context.close();
}

test('the desk watches a guest finish her form, opens it with the photos and the signature, and exports the day', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', DESKTOP_ONLY);

  // The desk signs in: today's arrivals, Rosa not started.
  await signInToConsole(page);
  await expect(page.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Reserva 1140' })).toBeVisible();
  await expect(guestLine(page, ROSA.fullName)).toContainText('Não iniciado');
  await expect(guestLine(page, 'Vera Lins')).toContainText('Concluído');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'console-arrivals-today');

  // The search, by name and by number, and back.
  const search = page.getByRole('searchbox', { name: 'Buscar por nome ou reserva' });
  await search.fill('vera');
  await expect(page.getByRole('heading', { name: 'Reserva 1141' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reserva 1140' })).toHaveCount(0);
  await search.fill('ninguém mesmo');
  await expect(page.getByText('Nenhuma chegada corresponde a “ninguém mesmo” nestes dias.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'console-arrivals-no-match');
  await search.fill('');
  await page.getByRole('button', { name: 'Próximos 7 dias' }).click();
  await expect(page.getByRole('heading', { name: 'Reserva 1002' })).toBeVisible();
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(page.getByRole('heading', { name: 'Reserva 1002' })).toHaveCount(0);

  // Rosa fills her form elsewhere; the desk's page is never reloaded, and turns completed by itself.
  await page.evaluate(() => {
    (window as unknown as { deskMarker: string }).deskMarker = 'same page';
  });
  await rosaFillsHerForm(browser, baseURL);
  await expect(guestLine(page, ROSA.fullName)).toContainText('Concluído', { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { deskMarker?: string }).deskMarker)).toBe(
    'same page',
  );
  await saveScreenshot(page, testInfo, 'console-arrivals-rosa-completed');

  // Her form, read-only, from the keyboard: the photos and the signature load for the desk.
  await page.getByRole('link', { name: `Abrir a ficha de ${ROSA.fullName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Ficha de ${ROSA.fullName}`, level: 1 })).toBeVisible();
  const signature = page.getByRole('img', { name: `Assinatura de ${ROSA.fullName}` });
  await expect(signature).toBeVisible();
  const photos = page.getByRole('region', { name: 'Fotos do documento' }).getByRole('img');
  await expect(photos).toHaveCount(2);
  for (const image of [signature, photos.first(), photos.last()]) {
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('region', { name: 'Dados pessoais' })).toContainText('Rosa');
  await expect(page.getByRole('region', { name: 'Contato' })).toContainText(ROSA.email);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'console-arrival-guest');

  // The FNRH PDF.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar a FNRH (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^fnrh-[0-9a-f-]{36}\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The link again, by e-mail, after a confirmation; it arrives in the mailbox.
  const sentAt = new Date(Date.now() - 1000);
  await page.getByRole('radio', { name: /^E-mail para / }).check();
  await page.getByRole('button', { name: 'Enviar o link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enviar o link?' });
  await expect(confirm).toContainText('Rosa Amaral receberá o link do pré-check-in por e-mail');
  await saveScreenshot(page, testInfo, 'console-arrival-resend-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link enviado por e-mail para' })).toBeVisible();
  const message = await latestMessage(page.request, ROSA.email, sentAt);
  expect(message.subject).toBe('Faça seu pré-check-in — Sol Nascente');
  expect(message.text).toContain('Sol Nascente pede que você preencha sua ficha de hóspede');
  // At once again: the minute has not passed.
  await page.getByRole('button', { name: 'Enviar o link' }).click();
  await page
    .getByRole('dialog', { name: 'Enviar o link?' })
    .getByRole('button', { name: 'Enviar', exact: true })
    .click();
  await expect(page.getByText(/O link deste hóspede foi enviado há menos de um minuto/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'console-arrival-resend-too-soon');

  // Back to the day's list: its CSV holds Rosa, completed.
  await page.getByRole('link', { name: 'Voltar às chegadas' }).click();
  await expect(guestLine(page, ROSA.fullName)).toContainText('Concluído');
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^arrivals-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text).toContain('Reserva,Check-in,Check-out,Quarto,Nome,Sobrenome');
  expect(text).toMatch(
    /1140,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},Suíte Jardim,Rosa,Amaral,sim,não,Concluído,Sem garantia/,
  );
});

test('the arrivals list and a guest form are usable on a tablet and on a phone', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', DESKTOP_ONLY);
  for (const [size, viewport] of [
    ['tablet', { width: 820, height: 1180 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport });
    const page = await context.newPage();
    await signInToConsole(page);
    await expect(guestLine(page, 'Vera Lins')).toContainText(/Concluído|Lista finalizada/);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, `console-arrivals-${size}`);
    await page.getByRole('link', { name: 'Abrir a ficha de Vera Lins' }).click();
    await expect(page.getByRole('heading', { name: 'Ficha de Vera Lins', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, `console-arrival-guest-${size}`);
    if (size === 'tablet') {
      // In English: the form's labels come from the API in the console's language.
      await page.getByLabel('Idioma').click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page.getByRole('heading', { name: 'Form of Vera Lins', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Personal data' })).toContainText('Date of birth');
      await page.getByRole('link', { name: 'Back to arrivals' }).click();
      await expect(guestLine(page, 'Vera Lins', 'Open the form of')).toContainText(/Completed|List finished/);
      await saveScreenshot(page, testInfo, 'console-arrivals-tablet-en');
    }
    await context.close();
  }
});
