import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { makeDocumentPhoto, uploadDocumentSide } from './support/document-photos.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { expectNoSeriousA11yViolations, hotelUrl, saveScreenshot } from './support/screens.ts';

// Demo guests no other spec signs in with (apps/api/src/db/seed/DEMO.md), one per project so the
// 90-second resend rule of one never meets the other: Sofía Martínez (Hotel Mar Azul, an Argentine
// who moves her residence to Brazil) on the phone, Lucas Ferreira (Pousada Sol Nascente) on desktop.
type TAddressSearch = { state: string; city: string; street: string; pick: RegExp };
type TGuestPlan = {
  hotel: string | null;
  guestId: string;
  email: string;
  lastName: string;
  typed: {
    name: string;
    socialName: string | null;
    birth: [day: string, month: string, year: string];
    gender: string;
    nationality: string;
    job: string;
    document: { type: string; digits: string; shown: string };
    additional: { type: string; number: string };
    mobile: [string, string, string];
    home: [string, string, string];
    zip: { typed: string; street: string; city: string };
    search: TAddressSearch;
    final: { zip: string; street: string; neighborhood: string; cityId: string; stateId: string };
    number: string;
    complement: string;
  };
};

const PLANS: Record<string, TGuestPlan> = {
  mobile: {
    hotel: 'marazul',
    guestId: 'ed0b95bc-25de-4901-a7d2-eccd1bc64142',
    email: 'sofia.martinez@example.com',
    lastName: 'Martínez',
    typed: {
      name: 'Sofía',
      socialName: null,
      birth: ['23', '11', '1994'],
      gender: 'Feminino',
      nationality: 'AR',
      job: 'Arquiteto(a)',
      document: { type: '6', digits: '38123456', shown: '38123456' },
      additional: { type: '2', number: 'V123456-7' },
      mobile: ['54', '11', '55552002'],
      home: ['55', '48', '32345678'],
      zip: { typed: '88780140', street: 'Rua Nereu Ramos', city: 'Imbituba' },
      search: { state: 'SC', city: 'Florianópolis', street: 'Rendeiras', pick: /Avenida das Rendeiras/ },
      final: {
        zip: '88062000',
        street: 'Avenida das Rendeiras',
        neighborhood: 'Lagoa da Conceição',
        cityId: '4205407',
        stateId: '42',
      },
      number: '500',
      complement: 'Casa 2',
    },
  },
  desktop: {
    hotel: null,
    guestId: 'ed3871c2-e64b-49a7-9474-d1c88b127d41',
    email: 'lucas.ferreira@example.com',
    lastName: 'Ferreira',
    typed: {
      name: 'Lucas',
      socialName: 'Luca',
      birth: ['14', '03', '1988'],
      gender: 'Masculino',
      nationality: 'BR',
      job: 'Engenheiro(a)',
      document: { type: '1', digits: '31854672053', shown: '318.546.720-53' },
      additional: { type: '3', number: '12.345.678-9' },
      mobile: ['55', '11', '991110000'],
      home: ['55', '11', '33334444'],
      zip: { typed: '88015530', street: 'Rua Bocaiúva', city: 'Florianópolis' },
      search: { state: 'SP', city: 'São Paulo', street: 'Paulista', pick: /Avenida Paulista/ },
      final: {
        zip: '01310200',
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        cityId: '3550308',
        stateId: '35',
      },
      number: '1578',
      complement: 'Apto 12',
    },
  },
};

// A PIN may have gone to the guest moments ago: the sign-in then waits out the resend countdown.
test.setTimeout(240_000);

/** Search by e-mail, PIN by e-mail, in pt-BR, from the hotel's own address. */
async function signIn(page: Page, request: APIRequestContext, plan: TGuestPlan, baseURL: string | undefined) {
  await signInByEmail(page, request, plan, plan.hotel ? { hotel: { subdomain: plan.hotel, baseURL } } : {});
  await expect(page.getByRole('heading', { name: 'Hóspedes da reserva', level: 1 })).toBeVisible();
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

async function fillPersonalData(page: Page, plan: TGuestPlan) {
  const { typed } = plan;
  const personal = section(page, 'Dados pessoais');
  await personal.getByLabel('Nome', { exact: true }).fill(typed.name);
  await personal.getByLabel('Sobrenome').fill(plan.lastName);
  if (typed.socialName) {
    await personal.getByRole('switch', { name: /nome social/ }).check();
    await personal.getByLabel('Nome social', { exact: true }).fill(typed.socialName);
  }
  await personal.getByLabel('Dia', { exact: true }).selectOption(typed.birth[0]);
  await personal.getByLabel('Mês', { exact: true }).selectOption(typed.birth[1]);
  await personal.getByLabel('Ano', { exact: true }).selectOption(typed.birth[2]);
  await personal.getByRole('radio', { name: typed.gender, exact: true }).check();
  await personal.getByLabel('Nacionalidade').selectOption(typed.nationality);
  await personal.getByLabel('Profissão (opcional)').selectOption({ label: typed.job });

  const documents = section(page, 'Documento');
  await documents.getByLabel('Tipo de documento').selectOption(typed.document.type);
  await documents.getByLabel('Número do documento', { exact: true }).fill(typed.document.digits);
  await expect(documents.getByLabel('Número do documento', { exact: true })).toHaveValue(
    typed.document.shown,
  );
  await documents.getByLabel('Documento adicional (opcional)').selectOption(typed.additional.type);
  await documents.getByLabel('Número do documento adicional').fill(typed.additional.number);
}

async function fillContact(page: Page, plan: TGuestPlan) {
  const contact = section(page, 'Contato');
  await contact.getByLabel('E-mail').fill(plan.email);
  const mobile = contact.getByRole('group', { name: 'Celular (opcional)' });
  await mobile.getByLabel('Código do país').fill(plan.typed.mobile[0]);
  await mobile.getByLabel('DDD').fill(plan.typed.mobile[1]);
  await mobile.getByLabel('Número').fill(plan.typed.mobile[2]);
  const home = contact.getByRole('group', { name: 'Telefone residencial (opcional)' });
  await home.getByLabel('Código do país').fill(plan.typed.home[0]);
  await home.getByLabel('DDD').fill(plan.typed.home[1]);
  await home.getByLabel('Número').fill(plan.typed.home[2]);
}

test('the guest fills every field, survives a reload, finds the address and saves it all', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const plan = PLANS[testInfo.project.name];
  test.skip(!plan, 'guests are set for the mobile and desktop projects');
  if (!plan) return;
  const at = (path: string) => (plan.hotel ? hotelUrl(baseURL, plan.hotel, path) : path);

  await signIn(page, request, plan, baseURL);
  await page.goto(at('/reservation/personal-info'));
  await expect(page.getByRole('heading', { name: 'Informações pessoais', level: 1 })).toBeVisible();
  const address = section(page, 'Endereço');
  await expect(address.getByLabel('País de residência')).not.toHaveValue('');
  if (plan.hotel) {
    // Sofía's saved residence is abroad: the free-form address.
    await expect(address.getByLabel('Cidade')).toHaveValue('Buenos Aires');
    await saveScreenshot(page, testInfo, 'personal-info-abroad-pt-BR');
  } else {
    await saveScreenshot(page, testInfo, 'personal-info-pt-BR');
  }
  await expectNoSeriousA11yViolations(page);

  // Next with a wrong CPF-or-DNI digit and no consent: the summary lists both, focus on the first.
  await section(page, 'Documento').getByLabel('Número do documento', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Avançar' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'precisam da sua atenção' });
  await expect(summary).toContainText('Número do documento: Número de documento inválido');
  await expect(summary).toContainText('Termos de uso e política de privacidade: Campo obrigatório');
  // Mar Azul asks for the document's photos: both sides of Sofía's DNI.
  if (plan.hotel)
    await expect(summary).toContainText('Fotos do documento: Frente do documento é obrigatória');
  await expect(page.getByLabel('Número do documento', { exact: true })).toBeFocused();
  await saveScreenshot(page, testInfo, 'personal-info-errors-pt-BR');
  await expectNoSeriousA11yViolations(page);

  await fillPersonalData(page, plan);
  await fillContact(page, plan);
  await address.getByLabel('País de residência').selectOption('BR');
  await address.getByLabel('CEP').fill(plan.typed.zip.typed);
  await expect(address.getByLabel('Logradouro')).toHaveValue(plan.typed.zip.street);
  await expect(address.getByLabel('Cidade').locator('option:checked')).toHaveText(plan.typed.zip.city);

  // A reload in the middle: what was typed comes back.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText('Recuperamos o que você digitou.')).toBeVisible();
  if (plan.typed.socialName)
    await expect(page.getByLabel('Nome social', { exact: true })).toHaveValue(plan.typed.socialName);
  await expect(section(page, 'Documento').getByLabel('Número do documento adicional')).toHaveValue(
    plan.typed.additional.number,
  );
  await expect(address.getByLabel('Logradouro')).toHaveValue(plan.typed.zip.street);
  await expect(
    section(page, 'Contato').getByRole('group', { name: 'Celular (opcional)' }).getByLabel('Número'),
  ).toHaveValue(plan.typed.mobile[2]);

  // The forgot-address path.
  await address.getByRole('link', { name: 'Não sei meu CEP' }).click();
  await expect(page.getByRole('heading', { name: 'Encontre seu CEP', level: 1 })).toBeVisible();
  await page.getByLabel('Estado').selectOption(plan.typed.search.state);
  await page.getByLabel('Cidade').selectOption(plan.typed.search.city);
  await page.getByLabel('Rua').fill(plan.typed.search.street);
  await saveScreenshot(page, testInfo, 'forgot-address-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Buscar endereços' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha seu endereço', level: 1 })).toBeVisible();
  const result = page.getByRole('button', { name: plan.typed.search.pick }).first();
  await expect(result).toBeVisible();
  await saveScreenshot(page, testInfo, 'forgot-address-results-pt-BR');
  await expectNoSeriousA11yViolations(page);
  await result.click();

  await expect(page.getByText('Endereço preenchido a partir da sua busca.', { exact: false })).toBeVisible();
  await expect(address.getByLabel('Logradouro')).toHaveValue(plan.typed.final.street);
  await expect(section(page, 'Documento').getByLabel('Número do documento', { exact: true })).toHaveValue(
    plan.typed.document.shown,
  );
  await address.getByLabel('Número', { exact: true }).fill(plan.typed.number);
  await address.getByLabel('Complemento (opcional)').fill(plan.typed.complement);

  const consent = section(page, 'Preferências e consentimento');
  await consent.getByRole('checkbox', { name: /aplicativo de mensagens/ }).check();
  await consent.getByRole('checkbox', { name: /novidades e ofertas/ }).check();
  await consent.getByRole('button', { name: 'Ler os termos de uso' }).click();
  const termsDialog = page.getByRole('dialog', { name: 'Termos de uso' });
  await expect(termsDialog.getByRole('region', { name: 'Texto de Termos de uso' })).toBeVisible();
  await termsDialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(termsDialog).toBeHidden();
  await consent.getByRole('checkbox', { name: /Li e aceito/ }).check();
  if (plan.hotel) {
    await uploadDocumentSide(page, 'front', await makeDocumentPhoto('FRENTE'));
    await uploadDocumentSide(page, 'back', await makeDocumentPhoto('VERSO'));
  }
  await saveScreenshot(page, testInfo, 'personal-info-filled-pt-BR');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page).not.toHaveURL(/personal-info/);
  expect(
    await page.evaluate(
      (id) => window.localStorage.getItem(`hospedar.draft.${id}.personal-info`),
      plan.guestId,
    ),
  ).toBeNull();

  // Every typed field, as the API kept it (asked from the page: the hotel is the page's host).
  const saved = await page.evaluate(async (id) => {
    const stored = JSON.parse(window.localStorage.getItem(`hospedar.token.${id}`) ?? '{}') as {
      token?: string;
    };
    const response = await fetch(`/api/clients/${id}`, {
      headers: { Authorization: `Bearer ${stored.token}` },
    });
    return { status: response.status, body: (await response.json()) as { guest: Record<string, unknown> } };
  }, plan.guestId);
  expect(saved.status).toBe(200);
  const { guest } = saved.body;
  const { typed } = plan;
  expect(guest).toMatchObject({
    name: typed.name,
    lastName: plan.lastName,
    informSocialName: typed.socialName !== null,
    birthdate: `${typed.birth[2]}-${typed.birth[1]}-${typed.birth[0]}`,
    gender: typed.gender === 'Masculino' ? 'male' : 'female',
    email: plan.email,
    nationality: { id: typed.nationality },
    jobName: typed.job,
    mobilePhone: { countryCode: typed.mobile[0], areaCode: typed.mobile[1], number: typed.mobile[2] },
    homePhone: { ddi: typed.home[0], ddd: typed.home[1], number: typed.home[2] },
    country: { id: 'BR' },
    zipCode: typed.final.zip,
    address: typed.final.street,
    addressNumber: typed.number,
    addressComplement: typed.complement,
    neighborhood: typed.final.neighborhood,
    city: { id: typed.final.cityId },
    state: { id: typed.final.stateId },
    documents: [
      { isMain: true, documentTypeId: Number(typed.document.type), documentNumber: typed.document.digits },
      {
        isMain: false,
        documentTypeId: Number(typed.additional.type),
        documentNumber: typed.additional.number,
      },
    ],
  });
  if (typed.socialName) expect(guest.socialName).toBe(typed.socialName);
  if (plan.hotel) {
    const [main] = guest.documents as { frontImageKey: string | null; backImageKey: string | null }[];
    expect(main?.frontImageKey).toEqual(expect.any(String));
    expect(main?.backImageKey).toEqual(expect.any(String));
  }
  expect(guest.optins).toEqual(
    expect.arrayContaining([
      { type: 4, isChecked: true },
      { type: 'email', isChecked: true },
      expect.objectContaining({ type: 'terms', termsType: 1, isChecked: true }),
      expect.objectContaining({ type: 'terms', termsType: 2, isChecked: true }),
    ]),
  );

  // The saved form in English.
  await page.goto(at('/reservation/personal-info'));
  await page.getByRole('button', { name: 'Idioma: Português' }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(page.getByRole('heading', { name: 'Personal information', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Street')).toHaveValue(typed.final.street);
  await saveScreenshot(page, testInfo, 'personal-info-en-US');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: "I don't know my ZIP code" }).click();
  await expect(page.getByRole('heading', { name: 'Find your ZIP code', level: 1 })).toBeVisible();
  await saveScreenshot(page, testInfo, 'forgot-address-en-US');
});
