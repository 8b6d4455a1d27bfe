import { expect, test, type Page } from '@playwright/test';
import { openSearch, waitForBotCheck } from './support/journeys.ts';
import { latestMessage, readPinMessage } from './support/mailbox.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Demo guests (apps/api/src/db/seed/DEMO.md). Each project uses its own guests, so the 90-second
// resend rule of one never meets the other.
type TJourney = {
  tab: string;
  fill: (page: Page) => Promise<void>;
  email: string;
  /** Reservation number to pick when the search finds several. */
  choose?: string;
};

const byReservation = (number: string, lastName: string) => async (page: Page) => {
  await page.getByLabel('Número da reserva').fill(number);
  await page.getByLabel('Sobrenome').fill(lastName);
};
const byDocument = (cpf: string) => async (page: Page) => {
  await page.getByLabel('CPF').fill(cpf.replace(/\D/g, ''));
  await expect(page.getByLabel('CPF')).toHaveValue(cpf);
};
const byMail = (email: string, lastName: string) => async (page: Page) => {
  await page.locator('form').getByLabel('E-mail').fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('Sobrenome').fill(lastName);
};
const byPhone = (phone: string, lastName: string) => async (page: Page) => {
  await page.getByLabel('Celular').fill(phone);
  await page.getByLabel('Sobrenome').fill(lastName);
};
// Reservation 1040 (John and Emily Miller). Its dates come from the portal itself: the demo dates are
// set when the server starts, which may be the day before if the run crosses the hotel's midnight.
const MILLER_RESERVATION_ID = '8eee3b8c-1eb4-4604-a0bf-624c3f83c984';
const byName = (name: string, lastName: string) => async (page: Page) => {
  const config = await page.request.get(`/api/config?reservationId=${MILLER_RESERVATION_ID}`);
  const { reservation } = (await config.json()) as {
    reservation: { checkinDate: string; checkoutDate: string };
  };
  await page.locator('form').getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Sobrenome').fill(lastName);
  await page.getByLabel('Data de check-in').fill(reservation.checkinDate);
  await page.getByLabel('Data de check-out').fill(reservation.checkoutDate);
};

const JOURNEYS: Record<string, Record<string, TJourney>> = {
  mobile: {
    reservation: {
      tab: 'Reserva',
      fill: byReservation('1000', 'Ferreira'),
      email: 'lucas.ferreira@example.com',
    },
    document: { tab: 'Documento', fill: byDocument('529.982.247-25'), email: 'ana.souza@example.com' },
    mail: {
      tab: 'E-mail',
      fill: byMail('isabela.nunes@example.com', 'Nunes'),
      email: 'isabela.nunes@example.com',
    },
    phone: {
      tab: 'Telefone',
      fill: byPhone('+55 (51) 99130-1030', 'Azevedo'),
      email: 'camila.azevedo@example.com',
    },
    name: { tab: 'Nome', fill: byName('John', 'Miller'), email: 'john.miller@example.com' },
  },
  desktop: {
    reservation: { tab: 'Reserva', fill: byReservation('1002', 'Ramos'), email: 'diego.ramos@example.com' },
    document: { tab: 'Documento', fill: byDocument('853.120.647-26'), email: 'rafael.costa@example.com' },
    mail: {
      tab: 'E-mail',
      fill: byMail('bruno.souza@example.com', 'Souza'),
      email: 'bruno.souza@example.com',
    },
    phone: {
      tab: 'Telefone',
      fill: byPhone('11 98765-1010', 'Oliveira'),
      email: 'marcos.oliveira@example.com',
      choose: '1011',
    },
    name: { tab: 'Nome', fill: byName('Emily', 'Miller'), email: 'emily.miller@example.com' },
  },
};

/** Searches, asks for the PIN by e-mail and answers when it was asked for. */
async function searchAndAskForPin(page: Page, journey: TJourney): Promise<Date> {
  await openSearch(page);
  await page.getByRole('tab', { name: journey.tab, exact: true }).click();
  await journey.fill(page);
  await waitForBotCheck(page);
  await page.getByRole('button', { name: 'Pesquisar reserva' }).click();
  if (journey.choose) {
    await expect(page).toHaveURL(/\/welcome\/multi-reservation$/);
    await page.getByRole('button', { name: new RegExp(`#${journey.choose}`) }).click();
  }
  await expect(page).toHaveURL(/\/data-validation$/);
  await page.getByRole('radio', { name: /Por e-mail/ }).check();
  const askedAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Enviar código' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/token-validation$/);
  return askedAt;
}

for (const type of ['reservation', 'document', 'mail', 'phone', 'name'] as const) {
  test(`a guest found by ${type} gets the PIN by e-mail and reaches the guest list`, async ({
    page,
    request,
  }, testInfo) => {
    const journey = JOURNEYS[testInfo.project.name]?.[type];
    test.skip(!journey, 'journeys are defined for the mobile and desktop projects');
    if (!journey) return;
    const askedAt = await searchAndAskForPin(page, journey);
    const { code } = readPinMessage(await latestMessage(request, journey.email, askedAt));
    if (type === 'reservation') await saveScreenshot(page, testInfo, 'pin-pt-BR');

    // One wrong code first: the guest is told, and may try again.
    const wrong = code === '11111' ? '22222' : '11111';
    await page.getByRole('textbox', { name: /Dígito 1 de 5/ }).click();
    await page.keyboard.type(wrong);
    await expect(page.getByText(/O código não corresponde ao enviado/)).toBeVisible();
    await expect(page.getByText('Tentativas restantes: 4')).toBeVisible();
    if (type === 'reservation') {
      await saveScreenshot(page, testInfo, 'pin-wrong-code-pt-BR');
      await expectNoSeriousA11yViolations(page);
    }

    await page.getByRole('textbox', { name: /Dígito 1 de 5/ }).click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/home$/);
    const stored = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('hospedar.token.')),
    );
    expect(stored.length).toBe(1);
  });
}

test('the link in the PIN e-mail opens the guest flow once; a second time it was already used', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one PIN-link journey is enough; the mobile project runs it');
  const email = 'juliana.costa@example.com';
  const askedAt = await searchAndAskForPin(page, { tab: 'E-mail', fill: byMail(email, 'Costa'), email });
  const { linkPath } = readPinMessage(await latestMessage(request, email, askedAt));

  await page.goto(linkPath);
  // Juliana's form is already completed: the link opens her guest list, where her card asks whether to
  // edit the saved data or create it again (decision 53), instead of an editable form.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Juliana Costa (você)' })).toBeVisible();

  const other = await browser.newContext({ locale: 'pt-BR' });
  const secondTab = await other.newPage();
  await secondTab.goto(linkPath);
  const used = secondTab.getByRole('dialog', { name: 'Link já utilizado' });
  await expect(used).toBeVisible();
  await expect(used).toContainText('Este link já foi usado para entrar');
  await expect(secondTab.getByText('Link expirado')).toHaveCount(0);
  await saveScreenshot(secondTab, testInfo, 'pin-link-used-pt-BR');
  await other.close();
});

test('each blocked reservation shows its own message', async ({ page }, testInfo) => {
  await openSearch(page);
  const blocked = [
    { number: '1003', lastName: 'Martins', title: 'Check-out já realizado' },
    { number: '1005', lastName: 'Rocha', title: 'Reserva marcada como não comparecimento' },
    { number: '1004', lastName: 'Gomes', title: 'Reserva pendente' },
    { number: '1006', lastName: 'Barros', title: 'Reserva cancelada' },
    { number: '1050', lastName: 'Quintana', title: 'Pré-check-in ainda não aberto' },
  ];
  for (const reservation of blocked) {
    await page.getByLabel('Número da reserva').fill(reservation.number);
    await page.getByLabel('Sobrenome').fill(reservation.lastName);
    await waitForBotCheck(page);
    await page.getByRole('button', { name: 'Pesquisar reserva' }).click();
    await expect(page.getByText(reservation.title)).toBeVisible();
    if (reservation.number === '1050') {
      // Sol Nascente opens the pre-check-in 30 days before check-in: the guest is told the day.
      await expect(page.getByText(/O pré-check-in desta reserva abre em \d\d\/\d\d\/\d{4}\./)).toBeVisible();
      await saveScreenshot(page, testInfo, 'search-not-open-yet-pt-BR');
    }
    await page.getByRole('button', { name: 'Pesquisar novamente' }).click();
  }
});

test('a pre-check-in over in time shows the expired alert: period ended apart from expired', async ({
  page,
}, testInfo) => {
  await openSearch(page);
  const overInTime = [
    {
      number: '1009',
      lastName: 'Castelo',
      title: 'Período de pré-check-in encerrado',
      text: /recepção do hotel/,
    },
    { number: '1008', lastName: 'Teixeira', title: 'Reserva expirada', text: /a hospedagem já terminou/ },
  ];
  for (const reservation of overInTime) {
    await page.getByLabel('Número da reserva').fill(reservation.number);
    await page.getByLabel('Sobrenome').fill(reservation.lastName);
    await waitForBotCheck(page);
    await page.getByRole('button', { name: 'Pesquisar reserva' }).click();
    const alert = page.getByRole('dialog', { name: reservation.title });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(reservation.text);
    await saveScreenshot(page, testInfo, `search-${reservation.number}-alert-pt-BR`);
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: 'Entendi' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByLabel('Número da reserva')).toHaveValue(reservation.number);
  }
});
