import { expect, test, type Page } from '@playwright/test';
import { choose, sign } from './support/form-input.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { localeText } from './support/locale-text.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Demo reservation 1034 of Pousada Sol Nascente (apps/api/src/db/seed/DEMO.md): one main guest whose
// personal data the seed saved, so his FNRH is finalized after the trip data and the signature. No other
// spec reads it; each project has its own portal and database.
const GUEST = { email: 'vitor.sampaio@example.com', lastName: 'Sampaio' };
const RESERVATION_NUMBER = '1034';

test.setTimeout(240_000);

type THotelExport = { kind: string; payload: { isUpdate?: boolean } };

/** What the hotel received for the reservation (the local FNRH driver's record, decision 21). */
async function hotelExports(page: Page): Promise<THotelExport[]> {
  const received = await page.request.get(`/dev/hotel-exports.json?reservation=${RESERVATION_NUMBER}`);
  return ((await received.json()) as { exports: THotelExport[] }).exports;
}

const kinds = (exports: THotelExport[]) => exports.map((entry) => entry.kind).sort();

test('after the list is finished, the browser’s Back opens no form and sends nothing again', async ({
  page,
}, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  await signInByEmail(page, page.request, GUEST);

  // The trip data, the confirmation and the signature: the FNRH goes to the hotel once.
  await page.goto('/reservation/additional-data');
  await expect(page.getByRole('heading', { name: 'Dados adicionais', level: 1 })).toBeVisible();
  const origin = page.getByRole('group', { name: 'Procedência' });
  await choose(page, origin.getByRole('combobox', { name: /^País/ }), 'Bras', 'Brasil');
  await choose(page, origin.getByRole('combobox', { name: /^Estado/ }), 'Paran', 'Paraná');
  await choose(page, origin.getByRole('combobox', { name: /^Cidade/ }), 'Curit', 'Curitiba');
  const destination = page.getByRole('group', { name: 'Próximo destino' });
  await choose(page, destination.getByRole('combobox', { name: /^País/ }), 'Bras', 'Brasil');
  await choose(page, destination.getByRole('combobox', { name: /^Estado/ }), 'Paran', 'Paraná');
  await choose(page, destination.getByRole('combobox', { name: /^Cidade/ }), 'Curit', 'Curitiba');
  await page.getByRole('combobox', { name: /^Meio de transporte/ }).selectOption({ label: 'Automóvel' });
  await page.getByRole('combobox', { name: /^Motivo da viagem/ }).selectOption({ label: 'Lazer ou férias' });
  await page
    .getByRole('combobox', { name: /^Possui restrição alimentar/ })
    .selectOption({ label: 'Nenhuma' });
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation$/);
  await page.getByRole('button', { name: 'Avançar' }).click();

  await expect(page).toHaveURL(/\/reservation\/signature$/);
  const padScope = isDesktop ? page.getByRole('dialog', { name: 'Assinatura' }) : page.getByRole('main');
  const pad = padScope.getByRole('img', { name: 'Área de assinatura' });
  await expect(pad).toBeVisible();
  await sign(page, pad, !isDesktop);
  await padScope.getByRole('button', { name: 'Assinar e enviar' }).click();
  await page.getByRole('dialog', { name: 'FNRH concluída' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/reservation\/accommodation$/);
  await page.getByRole('button', { name: 'Pular' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The main guest finishes the list: the hotel has his form and the list, once each.
  await page.getByRole('button', { name: 'Finalizar lista de hóspedes' }).click();
  await page
    .getByRole('dialog', { name: 'Finalizar a lista de hóspedes?' })
    .getByRole('button', { name: 'Finalizar e enviar' })
    .click();
  await expect(page.getByText('Lista de hóspedes finalizada e enviada ao hotel.')).toBeVisible();
  // The notification hides by itself; the screen is captured without it.
  await expect(page.getByText('Lista de hóspedes finalizada e enviada ao hotel.')).toBeHidden({
    timeout: 8000,
  });
  const readOnly = page.getByText(
    'As fichas não podem mais ser alteradas aqui. Para corrigir algo, entre em contato com o hotel.',
  );
  await expect(readOnly).toBeVisible();
  await expect
    .poll(async () => kinds(await hotelExports(page)), { timeout: 15_000 })
    .toEqual(['guest', 'guest-list']);
  // The rating offer opens by itself after finishing (decision 38); not now.
  const rating = page.getByRole('dialog', { name: 'Avalie sua experiência' });
  await rating.getByRole('button', { name: 'Agora não' }).click();
  await expect(rating).toBeHidden();
  await expect(page.getByRole('button', { name: /^Editar dados/ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'finished-list-read-only-pt-BR');
  await expectNoSeriousA11yViolations(page);

  // Back, through every step of the form the history holds: each lands on the finished list (or on the
  // preferences, which are not the form), never on an editable step.
  for (let step = 0; step < 4; step += 1) {
    await page.goBack();
    await expect(page).toHaveURL(/\/(home|reservation\/accommodation)$/);
    await expect(page.getByRole('img', { name: 'Área de assinatura' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Avançar' })).toHaveCount(0);
    if (page.url().endsWith('/home')) await expect(readOnly).toBeVisible();
  }
  await page.goto('/reservation/signature');
  await expect(page).toHaveURL(/\/home$/);
  await expect(readOnly).toBeVisible();

  // Nothing more reached the hotel: one form and one list.
  const received = await hotelExports(page);
  expect(kinds(received)).toEqual(['guest', 'guest-list']);
  expect(received.find((entry) => entry.kind === 'guest')?.payload.isUpdate).toBe(false);

  // The end of the reservation flow, with its certificate (decision 80), in English and Spanish.
  for (const language of ['en-US', 'es-ES'] as const) {
    const t = localeText(language);
    await page.goto(`/home?lang=${language}`);
    await page.getByRole('link', { name: t('guests:reservationFinish.next') }).click();
    await expect(page).toHaveURL(/\/welcome\/reservation\/finish$/);
    const title = t('guests:reservationFinish.title');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await saveScreenshot(page, testInfo, `reservation-finish-${language}`);
  }
});
