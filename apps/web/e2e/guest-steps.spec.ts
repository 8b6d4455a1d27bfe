import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { choose, sign } from './support/form-input.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// Demo guests (apps/api/src/db/seed/DEMO.md) whose forms no other spec reads: Lucas Ferreira (1000,
// main guest) on phones, Bruno Souza (1001, companion) on desktop. Both have their personal data saved
// by the seed, so the flow can be finalized after the steps of this issue.
const GUESTS = {
  mobile: { email: 'lucas.ferreira@example.com', lastName: 'Ferreira', cpf: '318.546.720-53' },
  desktop: { email: 'bruno.souza@example.com', lastName: 'Souza', cpf: '746.153.982-55' },
} as const;

// A PIN may have gone to these guests in another spec moments ago: the sign-in then waits out the
// 90-second resend countdown.
test.setTimeout(240_000);

type TSession = { guestId: string; token: string };

/** The verified guest's id (tab session) and bearer token (localStorage), as the portal keeps them. */
async function readSession(page: Page): Promise<TSession> {
  return page.evaluate(() => {
    const guest = JSON.parse(sessionStorage.getItem('hospedar.guest') ?? '{}') as { clientId?: string };
    const guestId = guest.clientId ?? '';
    const stored = JSON.parse(localStorage.getItem(`hospedar.token.${guestId}`) ?? '{}') as {
      token?: string;
    };
    return { guestId, token: stored.token ?? '' };
  });
}

const answer = (page: Page, group: string, label: string): Locator =>
  page.getByRole('region', { name: group }).locator('dt', { hasText: label }).locator('+ dd');

test('a guest gives the trip data, confirms it, signs and finishes the FNRH', async ({ page }, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  const guest = isDesktop ? GUESTS.desktop : GUESTS.mobile;
  await signInByEmail(page, page.request, guest);
  const session = await readSession(page);
  expect(session.token).not.toBe('');

  // Additional data (pt-BR): the hotel asks for the trip and two questions of its own.
  await page.goto('/reservation/additional-data');
  await expect(page.getByRole('heading', { name: 'Dados adicionais', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Placa do veículo (opcional)' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'additional-data-pt-BR');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Procedência' }).getByRole('combobox', { name: /^País/ }),
  ).toBeFocused();
  await saveScreenshot(page, testInfo, 'additional-data-errors-pt-BR');
  await expectNoSeriousA11yViolations(page);

  const origin = page.getByRole('group', { name: 'Procedência' });
  // The country list opens with the hotel's most common countries first.
  await origin.getByRole('combobox', { name: /^País/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('Brasil');
  await saveScreenshot(page, testInfo, 'additional-data-country-list-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await choose(page, origin.getByRole('combobox', { name: /^País/ }), 'Bras', 'Brasil');
  await choose(page, origin.getByRole('combobox', { name: /^Estado/ }), 'Santa', 'Santa Catarina');
  await choose(page, origin.getByRole('combobox', { name: /^Cidade/ }), 'Imbit', 'Imbituba');
  const destination = page.getByRole('group', { name: 'Próximo destino' });
  await choose(page, destination.getByRole('combobox', { name: /^País/ }), 'Argent', 'Argentina');
  await destination.getByRole('textbox', { name: 'Estado ou província (opcional)' }).fill('Mendoza');
  await destination.getByRole('textbox', { name: /^Cidade/ }).fill('Mendoza');
  await page.getByRole('combobox', { name: /^Meio de transporte/ }).selectOption({ label: 'Automóvel' });
  await page.getByRole('combobox', { name: /^Motivo da viagem/ }).selectOption({ label: 'Lazer ou férias' });
  await page.getByRole('textbox', { name: 'Placa do veículo (opcional)' }).fill('ABC1D23');
  await page.getByRole('combobox', { name: /^Possui restrição alimentar/ }).selectOption({ label: 'Vegana' });

  // A reload gives back what was typed (the step's draft).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Placa do veículo (opcional)' })).toHaveValue('ABC1D23');
  await expect(origin.getByRole('combobox', { name: /^Cidade/ })).toHaveValue('Imbituba');
  await saveScreenshot(page, testInfo, 'additional-data-filled-pt-BR');
  await page.getByRole('button', { name: 'Avançar' }).click();

  // Confirmation: every answer grouped and written for people.
  await expect(page).toHaveURL(/\/reservation\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Confirme seus dados', level: 1 })).toBeVisible();
  await expect(answer(page, 'Documento', 'Número do documento')).toHaveText(guest.cpf);
  await expect(answer(page, 'Dados da viagem', 'Procedência')).toHaveText('Imbituba, Santa Catarina, Brasil');
  await expect(answer(page, 'Dados da viagem', 'Próximo destino')).toHaveText('Mendoza, Mendoza, Argentina');
  await expect(answer(page, 'Dados da viagem', 'Meio de transporte')).toHaveText('Automóvel');
  await expect(answer(page, 'Perguntas do hotel', 'Possui restrição alimentar?')).toHaveText('Vegana');
  await expect(answer(page, 'Perguntas do hotel', 'Placa do veículo')).toHaveText('ABC1D23');
  // Personal data, document, contact, address, preferences and consent, trip data, the hotel's questions.
  await expect(page.getByRole('link', { name: /^Editar / })).toHaveCount(7);
  await saveScreenshot(page, testInfo, 'confirmation-pt-BR');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Idioma: Português' }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(page.getByRole('heading', { name: 'Review your data', level: 1 })).toBeVisible();
  await expect(answer(page, 'Trip data', 'Arriving from')).toHaveText('Imbituba, Santa Catarina, Brazil');
  await saveScreenshot(page, testInfo, 'confirmation-en-US');

  // The trip's Edit link goes back to its step, and Next comes back here.
  await page.getByRole('link', { name: 'Edit Trip data' }).click();
  await expect(page.getByRole('heading', { name: 'Additional data', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Next destination' }).getByRole('textbox', { name: /^City/ }),
  ).toHaveValue('Mendoza');
  await saveScreenshot(page, testInfo, 'additional-data-en-US');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Signature: a modal over the layout on desktop, the page itself on phones.
  await expect(page).toHaveURL(/\/reservation\/signature$/);
  const scope = isDesktop ? page.getByRole('dialog', { name: 'Signature' }) : page.getByRole('main');
  await expect(scope.getByRole('img', { name: 'Signature area' })).toBeVisible();
  await expect(scope.getByRole('button', { name: 'Sign and send' })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'signature-en-US');
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => localStorage.setItem('hospedar.lang', 'pt-BR'));
  await page.reload();
  const padScope = isDesktop ? page.getByRole('dialog', { name: 'Assinatura' }) : page.getByRole('main');
  const pad = padScope.getByRole('img', { name: 'Área de assinatura' });
  await expect(pad).toBeVisible();
  await expect(pad).toHaveCSS('height', '200px');
  await expect(padScope.getByRole('button', { name: 'Assinar e enviar' })).toBeDisabled();
  await sign(page, pad, !isDesktop);
  await expect(padScope.getByRole('button', { name: 'Assinar e enviar' })).toBeEnabled();
  await saveScreenshot(page, testInfo, 'signature-signed-pt-BR');
  await expectNoSeriousA11yViolations(page);

  await padScope.getByRole('button', { name: 'Assinar e enviar' }).click();
  const finalized = page.getByRole('dialog', { name: 'FNRH concluída' });
  await expect(finalized).toContainText('foi enviada ao hotel');
  await saveScreenshot(page, testInfo, 'signature-finalized-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await finalized.getByRole('button', { name: 'OK' }).click();
  if (!isDesktop) {
    // Lucas is a main guest: his accommodation preferences come next, and Skip goes on to the list.
    await expect(page).toHaveURL(/\/reservation\/accommodation$/);
    await page.getByRole('button', { name: 'Pular' }).click();
  }
  await expect(page).toHaveURL(/\/home$/);

  // The API has the FNRH and the signature.
  const response = await page.request.get(`/api/clients/${session.guestId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  const { guest: saved } = (await response.json()) as {
    guest: {
      fnrhId: string | null;
      signatureId: string | null;
      arrivingFrom: unknown;
      additionalData: Record<string, unknown>;
    };
  };
  expect(saved.fnrhId).toBeTruthy();
  expect(saved.signatureId).toBeTruthy();
  expect(saved.arrivingFrom).toEqual({ country: 'BR', state: 'SC', city: 'Imbituba' });
  expect(saved.additionalData).toMatchObject({ vehiclePlate: 'ABC1D23', dietaryRestriction: 'vegan' });
});
