import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail } from './support/guest-sign-in.ts';
import { choose, sign } from './support/form-input.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/screens.ts';

// A fresh family per project (apps/api/src/db/seed/DEMO.md, 1021 and 1023): no other spec signs in
// with them, so each run starts from a main guest and a child who have not filled anything yet.
const FAMILIES = {
  mobile: {
    main: { email: 'fernanda.lopes@example.com', lastName: 'Lopes', fullName: 'Fernanda Lopes' },
    child: { fullName: 'Miguel Lopes' },
    zip: { typed: '88015530', street: 'Rua Bocaiúva' },
    search: { state: 'SC', city: 'Florianópolis', street: 'Rendeiras', pick: /Avenida das Rendeiras/ },
    picked: { zip: '88062000', street: 'Avenida das Rendeiras', neighborhood: 'Lagoa da Conceição' },
  },
  desktop: {
    main: { email: 'gustavo.pires@example.com', lastName: 'Pires', fullName: 'Gustavo Pires' },
    child: { fullName: 'Alice Pires' },
    zip: { typed: '88015530', street: 'Rua Bocaiúva' },
    search: { state: 'SP', city: 'São Paulo', street: 'Paulista', pick: /Avenida Paulista/ },
    picked: { zip: '01310200', street: 'Avenida Paulista', neighborhood: 'Bela Vista' },
  },
} as const;

type TFamily = (typeof FAMILIES)[keyof typeof FAMILIES];

test.setTimeout(300_000);

const card = (page: Page, name: RegExp): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** Desktop: the card's edit button. Phone: select the card, then its action button. */
async function openGuest(page: Page, isDesktop: boolean, fullName: string, mobileAction: string) {
  if (isDesktop) {
    await page.getByRole('button', { name: `Editar dados de ${fullName}` }).click();
    return;
  }
  await page.getByRole('button', { name: new RegExp(`^${fullName}`) }).click();
  await card(page, new RegExp(`^${fullName}`))
    .getByRole('button', { name: mobileAction })
    .click();
}

async function acceptTerms(page: Page): Promise<void> {
  const consent = section(page, 'Preferências e consentimento');
  await consent.getByRole('button', { name: 'Ler os termos de uso' }).click();
  await consent.getByRole('checkbox', { name: /Li e aceito/ }).check();
}

async function fillTripData(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Dados adicionais', level: 1 })).toBeVisible();
  const origin = page.getByRole('group', { name: 'Procedência' });
  await choose(page, origin.getByRole('combobox', { name: /^País/ }), 'Bras', 'Brasil');
  await choose(page, origin.getByRole('combobox', { name: /^Estado/ }), 'Paran', 'Paraná');
  await choose(page, origin.getByRole('combobox', { name: /^Cidade/ }), 'Curit', 'Curitiba');
  const destination = page.getByRole('group', { name: 'Próximo destino' });
  await choose(page, destination.getByRole('combobox', { name: /^País/ }), 'Urug', 'Uruguai');
  await destination.getByRole('textbox', { name: /^Cidade/ }).fill('Montevidéu');
  await page.getByRole('combobox', { name: /^Meio de transporte/ }).selectOption({ label: 'Automóvel' });
  await page.getByRole('combobox', { name: /^Motivo da viagem/ }).selectOption({ label: 'Lazer ou férias' });
  // The hotel's own required question.
  await page
    .getByRole('combobox', { name: /^Possui restrição alimentar/ })
    .selectOption({ label: 'Nenhuma' });
  await page.getByRole('button', { name: 'Avançar' }).click();
}

/** The main guest's own form: a zip lookup, a reload, the forgot-address path, the consent. */
async function fillOwnPersonalInfo(page: Page, family: TFamily): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Informações pessoais', level: 1 })).toBeVisible();
  const address = section(page, 'Endereço');
  await address.getByLabel('CEP').fill(family.zip.typed);
  await expect(address.getByLabel('Logradouro')).toHaveValue(family.zip.street);
  await address.getByLabel('Complemento (opcional)').fill('Casa dos fundos');

  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText('Recuperamos o que você digitou.')).toBeVisible();
  await expect(address.getByLabel('Complemento (opcional)')).toHaveValue('Casa dos fundos');

  await address.getByRole('link', { name: 'Não sei meu CEP' }).click();
  await page.getByLabel('Estado').selectOption(family.search.state);
  await page.getByLabel('Cidade').selectOption(family.search.city);
  await page.getByLabel('Rua').fill(family.search.street);
  await page.getByRole('button', { name: 'Buscar endereços' }).click();
  await page.getByRole('button', { name: family.search.pick }).first().click();
  await expect(address.getByLabel('Logradouro')).toHaveValue(family.picked.street);
  await address.getByLabel('Número', { exact: true }).fill('77');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
}

/** The child's form, filled by the main guest: an identity document besides the CPF, the consent. */
async function fillChildPersonalInfo(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Informações pessoais', level: 1 })).toBeVisible();
  const documents = section(page, 'Documento');
  await documents.getByLabel('Documento adicional', { exact: false }).first().selectOption('3');
  await documents.getByLabel('Número do documento adicional').fill('45.678.912-3');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
}

async function readClient(page: Page, mainGuestId: string, guestId: string) {
  return page.evaluate(
    async ({ main, id }) => {
      const stored = JSON.parse(localStorage.getItem(`hospedar.token.${main}`) ?? '{}') as { token?: string };
      const response = await fetch(`/api/clients/${id}`, {
        headers: { Authorization: `Bearer ${stored.token}` },
      });
      return (await response.json()) as {
        guest: Record<string, unknown> & { fnrhId: string | null; signatureId: string | null };
        guests: { id: string; name: string; isChild: boolean }[];
        reservation: { guestListFinishedAt: string | null };
      };
    },
    { main: mainGuestId, id: guestId },
  );
}

test('the main guest of a family fills her FNRH and her child’s, signs, and finishes the list', async ({
  page,
  request,
}, testInfo) => {
  const isDesktop = testInfo.project.name === 'desktop';
  const family = isDesktop ? FAMILIES.desktop : FAMILIES.mobile;
  await signInByEmail(page, request, family.main);
  await page
    .getByRole('dialog', { name: 'Há menores de idade nesta reserva' })
    .getByRole('button', { name: 'Entendi' })
    .click();
  const mainGuestId = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('hospedar.guest') ?? '{}') as { clientId: string }).clientId,
  );

  // Her own form: personal info, trip data, confirmation, signature.
  await openGuest(page, isDesktop, family.main.fullName, 'Preencher ficha');
  await fillOwnPersonalInfo(page, family);
  await fillTripData(page);
  await expect(page.getByRole('heading', { name: 'Confirme seus dados', level: 1 })).toBeVisible();
  await saveScreenshot(page, testInfo, 'journey-confirmation-pt-BR');
  await page.getByRole('button', { name: 'Confirmar dados' }).click();
  const padScope = isDesktop ? page.getByRole('dialog', { name: 'Assinatura' }) : page.getByRole('main');
  const pad = padScope.getByRole('img', { name: 'Área de assinatura' });
  await expect(pad).toBeVisible();
  await sign(page, pad, !isDesktop);
  await padScope.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('dialog', { name: 'FNRH concluída' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(card(page, new RegExp(`^${family.main.fullName}`))).toContainText('Preenchido');

  // The child's form: the notice about minors first; no signature for children.
  await openGuest(page, isDesktop, family.child.fullName, 'Preencher ficha');
  await page
    .getByRole('dialog', { name: 'Viajando com crianças ou adolescentes' })
    .getByRole('button', { name: 'Eu entendi' })
    .click();
  await fillChildPersonalInfo(page);
  await fillTripData(page);
  await expect(page.getByRole('heading', { name: 'Confirme seus dados', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Confirmar/ }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Every card completed: the main guest finishes the list.
  await expect(page.getByText(/^2 de 2 fichas preenchidas$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'journey-all-completed-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Finalizar lista de hóspedes' }).click();
  await page
    .getByRole('dialog', { name: 'Finalizar a lista de hóspedes?' })
    .getByRole('button', { name: 'Finalizar e enviar' })
    .click();
  await expect(page.getByText('Lista de hóspedes finalizada e enviada ao hotel.')).toBeVisible();

  // What the hotel holds: every field typed, both forms finalized, the list finished.
  const own = await readClient(page, mainGuestId, mainGuestId);
  expect(own.reservation.guestListFinishedAt).not.toBeNull();
  expect(own.guest).toMatchObject({
    zipCode: family.picked.zip,
    address: family.picked.street,
    neighborhood: family.picked.neighborhood,
    addressNumber: '77',
    addressComplement: 'Casa dos fundos',
    arrivingFrom: { country: 'BR', state: 'PR', city: 'Curitiba' },
    nextDestination: { country: 'UY', city: 'Montevidéu' },
  });
  expect(own.guest.fnrhId).not.toBeNull();
  expect(own.guest.signatureId).not.toBeNull();
  const childId = own.guests.find((guest) => guest.isChild)?.id ?? '';
  const child = await readClient(page, mainGuestId, childId);
  expect(child.guest.fnrhId).not.toBeNull();
  expect(child.guest.signatureId).toBeNull();
  expect(child.guest).toMatchObject({
    documents: expect.arrayContaining([
      expect.objectContaining({ isMain: false, documentTypeId: 3, documentNumber: '45.678.912-3' }),
    ]),
    arrivingFrom: { country: 'BR', state: 'PR', city: 'Curitiba' },
  });
});
