import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as newRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { ZFnrhFeedPage } from '@hospedar/contracts/integration/fnrh-feed';
import { ZCreatedWebhookEndpoint } from '@hospedar/contracts/integration/webhooks';
import { readPdf } from '../../api/src/modules/fnrh-document/pdf-test-reader.ts';
import {
  readmeVerifier,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../api/src/modules/webhooks/webhook-test-receiver.ts';
import { signInByEmail } from './support/guest-sign-in.ts';
import { guestCard, openGuest, signAndFinalize, startsWith } from './support/guest-form.ts';
import { choose } from './support/form-input.ts';
import {
  freshDataDir,
  hotelCli,
  serverEnvironment,
  startApiServer,
  startFnrhContractServer,
} from './support/hotel-systems.ts';
import { localeText, type TLocaleText } from './support/locale-text.ts';
import { saveScreenshot } from './support/screens.ts';

// A hotel connected end to end (issue 16; decisions 180-182). The test is the hotel's PMS: it creates
// the hotel, its FNRH Digital settings and an API key with `npm run hotel`, puts a reservation in through
// the integration API and registers a webhook endpoint; a guest then fills the whole FNRH in the portal
// on the hotel's own host; the government's contract server, the webhook receiver and the PMS's pulls
// must all show what the guest typed.
//
// The CLI opens the embedded database itself, and PGlite's data directory is one process's at a time
// (decision 172): this test runs its own API server (`npm run start -w @hospedar/api`, as the shared
// webServer) on a fresh data directory, started after the CLI and stopped at the end, on E2E_PORT + 10.

const t = localeText('pt-BR');
const SUBDOMAIN = 'pousada-integracao';
const HOTEL_NAME = 'Pousada Integração';
/** The hotel's legal name, which heads its FNRH document. */
const HOTEL_LEGAL_NAME = 'Pousada Integração Ltda.';
const RESERVATION = 'PMS-8001';
const FNRH_USER = 'integracao-serpro';
const FNRH_KEY = 'chave-do-portal-serpro';
const CPF_SOLICITANTE = '52998224725';
const HOOK_PATH = '/pms/webhooks';

/** The guest as the PMS knows her, and what she types in the portal. */
const GUEST = {
  name: 'Beatriz',
  lastName: 'Nogueira',
  fullName: 'Beatriz Nogueira',
  email: 'beatriz.nogueira@example.com',
  cpf: '39053344705',
  cpfShown: '390.533.447-05',
  birth: { day: '14', month: '03', year: '1988' },
  mobile: { countryCode: '55', areaCode: '48', number: '991234567' },
  zip: '88015530',
  street: 'Rua Bocaiúva',
  neighborhood: 'Centro',
  state: 'Santa Catarina',
  city: { name: 'Florianópolis', ibge: 4205407, uf: 'SC' },
  addressNumber: '250',
  complement: 'Apto 31',
} as const;

/** YYYY-MM-DD, `days` from today in São Paulo (the hotel's time zone). */
function saoPauloDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
}

/** The example hotel, on its own subdomain, with the trip data step (the CLI adds the FNRH questions). */
function writeHotelFiles(dir: string, fnrhBaseUrl: string) {
  const examples = path.resolve('examples');
  const hotel = JSON.parse(readFileSync(path.join(examples, 'hotel.json'), 'utf8')) as {
    hotel: Record<string, unknown>;
    stepsConfig: unknown[];
  } & Record<string, unknown>;
  const tripData = {
    origin: true,
    destination: true,
    transportType: true,
    travelReason: true,
    extraFields: [],
  };
  const hotelFile = path.join(dir, 'hotel.json');
  writeFileSync(
    hotelFile,
    JSON.stringify({
      ...hotel,
      subdomain: SUBDOMAIN,
      name: HOTEL_NAME,
      hotel: { ...hotel.hotel, name: HOTEL_LEGAL_NAME, nomeFantasia: 'Integração' },
      stepsConfig: [
        ...hotel.stepsConfig,
        { id: 'dados-adicionais', enabled: true, fields: [{ additionalData: tripData }] },
      ],
    }),
  );
  const settingsFile = path.join(dir, 'fnrh-digital.json');
  writeFileSync(
    settingsFile,
    JSON.stringify({
      isEnabled: true,
      username: FNRH_USER,
      apiKey: FNRH_KEY,
      cpfSolicitante: CPF_SOLICITANTE,
      baseUrl: fnrhBaseUrl,
      askRaceAndDisability: true,
    }),
  );
  return { hotelFile, settingsFile };
}

/** Personal information: what the PMS did not send (birth, gender, nationality, phone, address). */
async function fillPersonalInfo(page: Page, tt: TLocaleText) {
  await expect(page.getByRole('heading', { name: tt('personal-info:title'), level: 1 })).toBeVisible();
  const personal = page.getByRole('region', { name: tt('personal-info:sections.personal') });
  await expect(personal.getByLabel(tt('personal-info:fields.name'), { exact: true })).toHaveValue(GUEST.name);
  await personal.getByLabel('Dia', { exact: true }).selectOption(GUEST.birth.day);
  await personal.getByLabel('Mês', { exact: true }).selectOption(GUEST.birth.month);
  await personal.getByLabel('Ano', { exact: true }).selectOption(GUEST.birth.year);
  await personal.getByRole('radio', { name: 'Feminino', exact: true }).check();
  await personal.getByLabel('Nacionalidade').selectOption('BR');
  const documents = page.getByRole('region', { name: tt('personal-info:sections.document') });
  await expect(documents.getByLabel('Número do documento', { exact: true })).toHaveValue(GUEST.cpfShown);
  const mobile = page.getByRole('group', { name: 'Celular (opcional)' });
  await mobile.getByLabel('Código do país').fill(GUEST.mobile.countryCode);
  await mobile.getByLabel('DDD').fill(GUEST.mobile.areaCode);
  await mobile.getByLabel('Número').fill(GUEST.mobile.number);
  const address = page.getByRole('region', { name: tt('personal-info:sections.address') });
  await address.getByLabel('País de residência').selectOption('BR');
  // A hotel of its own has no CEP base loaded (the demo's is seeded only into an empty database): the
  // form says so, and the guest types the address, picking the state and the city (its IBGE code).
  await address.getByLabel('CEP').fill(GUEST.zip);
  await expect(page.getByText(tt('personal-info:zip.notFound')).first()).toBeVisible();
  await address.getByLabel('Estado', { exact: true }).selectOption({ label: GUEST.state });
  await address.getByLabel('Cidade', { exact: true }).selectOption({ label: GUEST.city.name });
  await address.getByLabel('Logradouro').fill(GUEST.street);
  await address.getByLabel('Bairro').fill(GUEST.neighborhood);
  await address.getByLabel('Número', { exact: true }).fill(GUEST.addressNumber);
  await address.getByLabel('Complemento (opcional)').fill(GUEST.complement);
  // A hotel made by the CLI has published no terms yet (decision 173): the dialog could only say it
  // cannot load them, so the guest ticks the consent as the form allows.
  await page
    .getByRole('region', { name: tt('personal-info:sections.consent') })
    .getByRole('checkbox', { name: tt('personal-info:consent.terms') })
    .check();
}

/** Trip data, and FNRH Digital's optional questions the CLI added to the hotel's form. */
async function fillTripAndFnrhQuestions(page: Page, tt: TLocaleText) {
  await expect(
    page.getByRole('heading', { name: tt('guest-flow:additionalData.title'), level: 1 }),
  ).toBeVisible();
  const country = startsWith(tt('guest-flow:additionalData.country'));
  const city = startsWith(tt('guest-flow:additionalData.city'));
  const origin = page.getByRole('group', { name: tt('guest-flow:additionalData.origin') });
  await choose(page, origin.getByRole('combobox', { name: country }), 'Bras', 'Brasil');
  await choose(
    page,
    origin.getByRole('combobox', { name: startsWith(tt('guest-flow:additionalData.state')) }),
    'Paran',
    'Paraná',
  );
  await choose(page, origin.getByRole('combobox', { name: city }), 'Curit', 'Curitiba');
  const destination = page.getByRole('group', { name: tt('guest-flow:additionalData.destination') });
  await choose(page, destination.getByRole('combobox', { name: country }), 'Urug', 'Uruguai');
  await destination.getByRole('textbox', { name: city }).fill('Montevidéu');
  await page
    .getByRole('combobox', { name: startsWith(tt('guest-flow:additionalData.transport')) })
    .selectOption({ label: 'Automóvel' });
  await page
    .getByRole('combobox', { name: startsWith(tt('guest-flow:additionalData.reason')) })
    .selectOption({ label: 'Lazer ou férias' });
  await page.getByRole('combobox', { name: /^Cor ou raça/ }).selectOption({ label: 'Parda' });
  await page.getByRole('combobox', { name: /^Pessoa com deficiência/ }).selectOption({ label: 'Não' });
}

// About a minute and a half on an idle machine; the CLI and a server start of its own are in it.
test.setTimeout(300_000);

test('a PMS connects a hotel: CLI, integration API, webhooks, FNRH Digital, the feed and the PDF', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'an integration test, not a screen size: one project runs it (decision 182)',
  );
  const isDesktop = true;
  const port = Number(process.env.E2E_PORT ?? 3101) + 10;
  const dataDir = freshDataDir(`e2e-integration-${port}`);
  const env = serverEnvironment(port, dataDir);
  const fnrh = await startFnrhContractServer({ username: FNRH_USER, key: FNRH_KEY });
  const receiver: WebhookReceiver = await startWebhookReceiver();
  let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
  let api: APIRequestContext | null = null;
  try {
    // 1. The hotel, its FNRH Digital settings and an API key, with the CLI, before the server runs.
    const files = writeHotelFiles(mkdtempSync(path.join(tmpdir(), 'hotel-integration-')), fnrh.baseUrl);
    expect((await hotelCli(env, 'create', files.hotelFile))[0]).toBe(`Created hotel '${HOTEL_NAME}'.`);
    const settingsOut = await hotelCli(env, 'fnrh-digital', SUBDOMAIN, files.settingsFile);
    expect(settingsOut.join('\n')).not.toContain(FNRH_KEY);
    const apiKey = String((await hotelCli(env, 'api-key', 'create', SUBDOMAIN, 'pms')).at(-1));
    expect(apiKey).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);

    server = await startApiServer(env, port);
    api = await newRequest.newContext({
      baseURL: `${server.baseURL}/api/integration/v1/`,
      extraHTTPHeaders: { authorization: `Bearer ${apiKey}` },
    });

    // 2. The PMS puts the reservation in; the same body again changes nothing.
    const checkinDate = saoPauloDay(7);
    const checkoutDate = saoPauloDay(10);
    const reservation = {
      checkinDate,
      checkoutDate,
      roomName: 'Chalé 2',
      guests: [
        {
          externalId: 'PMS-G1',
          masterGuest: true,
          name: GUEST.name,
          lastName: GUEST.lastName,
          email: GUEST.email,
          language: 'pt-BR',
          documents: [{ isMain: true, documentTypeId: 1, documentNumber: GUEST.cpf }],
        },
      ],
    };
    const created = await api.put(`reservations/${RESERVATION}`, { data: reservation });
    expect(created.status()).toBe(201);
    const [guestResult] = ((await created.json()) as { guests: { guestId: string }[] }).guests;
    const guestId = String(guestResult?.guestId);
    const replayed = await api.put(`reservations/${RESERVATION}`, { data: reservation });
    expect(replayed.status()).toBe(200);
    expect(await replayed.json()).toMatchObject({ changed: false, created: false });

    // 3. A webhook endpoint on the PMS's receiver (plain http to localhost: not production).
    const endpointAnswer = await api.post('webhooks', {
      data: { url: receiver.url(HOOK_PATH), events: ['guest.completed', 'guest_list.finished'] },
    });
    expect(endpointAnswer.status()).toBe(201);
    const endpoint = ZCreatedWebhookEndpoint.parse(await endpointAnswer.json());
    expect(endpoint.secret).toMatch(/^whsec_/);

    // Nothing finished yet: the feed is empty, its cursor kept for later.
    const emptyFeed = ZFnrhFeedPage.parse(await (await api.get('fnrh')).json());
    expect(emptyFeed.entries).toEqual([]);

    // 4. The guest, in Chromium, on the hotel's own host: search, PIN from the mailbox, every step.
    const portal = await newRequest.newContext({ baseURL: server.baseURL });
    await signInByEmail(page, portal, GUEST, { hotel: { subdomain: SUBDOMAIN, baseURL: server.baseURL } });
    await portal.dispose();
    expect(new URL(page.url()).host).toBe(`${SUBDOMAIN}.localhost:${port}`);
    // The example hotel's steps show the onboarding on a first visit.
    const onboarding = page.getByRole('dialog', { name: t('about:onboarding.title') });
    await onboarding.getByRole('button', { name: t('about:onboarding.ok') }).click();
    await expect(onboarding).toBeHidden();
    await openGuest(page, t, isDesktop, GUEST.fullName);
    await fillPersonalInfo(page, t);
    await saveScreenshot(page, testInfo, 'integration-personal-info');
    await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
    await fillTripAndFnrhQuestions(page, t);
    await saveScreenshot(page, testInfo, 'integration-trip-data');
    await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
    await expect(
      page.getByRole('heading', { name: t('guest-flow:confirmation.title'), level: 1 }),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'integration-confirmation');
    await page.getByRole('button', { name: t('guest-flow:step.next') }).click();
    await signAndFinalize(page, t, isDesktop);
    await expect(page).toHaveURL(/\/home$/);
    await expect(guestCard(page, startsWith(GUEST.fullName))).toContainText(
      t('guests:card.status.completed'),
    );
    await page.getByRole('button', { name: t('guests:finish.action') }).click();
    await page
      .getByRole('dialog', { name: t('guests:finish.confirm.title') })
      .getByRole('button', { name: t('guests:finish.confirm.send') })
      .click();
    await expect(page.getByText(t('guests:finish.success'))).toBeVisible();
    await saveScreenshot(page, testInfo, 'integration-list-finished');

    // 5. The webhooks: both events, once each, signed as the README's verifier checks.
    await expect
      .poll(
        () => receiver.received(HOOK_PATH).map((hook) => (JSON.parse(hook.body) as { type: string }).type),
        {
          timeout: 20_000,
        },
      )
      .toEqual(expect.arrayContaining(['guest.completed', 'guest_list.finished']));
    const verify = readmeVerifier();
    const hooks = receiver.received(HOOK_PATH);
    expect(hooks).toHaveLength(2);
    for (const hook of hooks) {
      expect(verify(endpoint.secret, hook.headers, hook.body)).toBe(true);
      // The signature covers the body: one changed byte, or another endpoint's secret, fails.
      expect(verify(endpoint.secret, hook.headers, hook.body.replace('}', ' }'))).toBe(false);
      expect(verify(`whsec_${Buffer.alloc(32).toString('base64')}`, hook.headers, hook.body)).toBe(false);
    }
    const completed = hooks
      .map((hook) => JSON.parse(hook.body) as { type: string; data: Record<string, unknown> })
      .find((event) => event.type === 'guest.completed');
    expect(completed?.data).toMatchObject({ guestId, reservationNumber: RESERVATION });
    expect(JSON.stringify(completed)).not.toContain(GUEST.cpf);

    // 6. FNRH Digital: the contract server accepted one registration with the typed data.
    await expect.poll(() => fnrh.registrations().length, { timeout: 20_000 }).toBe(1);
    expect(fnrh.refusals()).toBe(0);
    const [registration] = fnrh.registrations();
    expect(registration?.username).toBe(FNRH_USER);
    expect(registration?.cpfSolicitante).toBe(CPF_SOLICITANTE);
    expect(registration?.body.reserva).toEqual({
      numero_reserva: RESERVATION,
      numero_reserva_ota: '',
      data_entrada: checkinDate,
      data_saida: checkoutDate,
      quantidade_hospede_adulto: 1,
      quantidade_hospede_menor: 0,
      origem_reserva_id: 'MEIOHOSPEDAGEM',
    });
    expect(registration?.body.dados_hospede).toHaveLength(1);
    const registered = registration?.body.dados_hospede[0];
    expect(registered).toMatchObject({
      is_principal: true,
      situacao_hospede: 'PRECHECKIN_REALIZADO',
      dados_ficha: { motivo_viagem_id: 'LAZER_FERIAS', meio_transporte_id: 'AUTOMOVEL' },
    });
    expect(registered?.responsavel).toBeUndefined();
    expect(registered?.dados_pessoais).toMatchObject({
      nome: 'BEATRIZ NOGUEIRA',
      PaisNacionalidade_id: 'BR',
      genero_id: 'MULHER',
      data_nascimento: `${GUEST.birth.year}-${GUEST.birth.month}-${GUEST.birth.day}`,
      raca_id: 'PARDA',
      deficiencia_id: 'NAO',
      documento_id: { numero_documento: GUEST.cpf, tipo_documento_id: 'CPF' },
      contato: {
        email: GUEST.email,
        telefone: `${GUEST.mobile.countryCode}${GUEST.mobile.areaCode}${GUEST.mobile.number}`,
        PaisResidencia_id: 'BR',
        cep: GUEST.zip,
        logradouro: GUEST.street,
        numero: GUEST.addressNumber,
        complemento: GUEST.complement,
        bairro: GUEST.neighborhood,
        cidade_id: GUEST.city.ibge,
        estado_id: GUEST.city.uf,
      },
    });
    expect(registered?.dados_pessoais.tipo_deficiencia_id).toBeUndefined();

    // 7. The PMS pulls the finished form by the cursor it kept; the next poll brings nothing new.
    const feed = ZFnrhFeedPage.parse(await (await api.get(`fnrh?cursor=${emptyFeed.nextCursor}`)).json());
    expect(feed.entries.map((entry) => entry.guestId)).toEqual([guestId]);
    const [entry] = feed.entries;
    expect(entry?.isUpdate).toBe(false);
    expect(entry?.record.reservation).toMatchObject({ reservationNumber: RESERVATION, checkinDate });
    expect(entry?.record.guest).toMatchObject({
      name: GUEST.name,
      lastName: GUEST.lastName,
      birthdate: `${GUEST.birth.year}-${GUEST.birth.month}-${GUEST.birth.day}`,
      zipCode: GUEST.zip,
      address: GUEST.street,
      addressNumber: GUEST.addressNumber,
      neighborhood: GUEST.neighborhood,
      city: { id: String(GUEST.city.ibge) },
      arrivingFrom: { country: 'BR', state: 'PR', city: 'Curitiba' },
      nextDestination: { country: 'UY', city: 'Montevidéu' },
      additionalData: { fnrhRaceId: 'PARDA', fnrhDisabilityId: 'NAO' },
    });
    const idle = ZFnrhFeedPage.parse(await (await api.get(`fnrh?cursor=${feed.nextCursor}`)).json());
    expect(idle).toEqual({ entries: [], nextCursor: feed.nextCursor, hasMore: false });

    // 8. The FNRH document: a PDF whose text holds what the guest typed.
    const pdf = await api.get(`guests/${guestId}/fnrh.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const { text } = await readPdf(await pdf.body());
    const brazilianDate = (day: string) => day.split('-').reverse().join('/');
    for (const typed of [
      HOTEL_LEGAL_NAME,
      RESERVATION,
      `Check-in ${brazilianDate(checkinDate)}`,
      `Check-out ${brazilianDate(checkoutDate)}`,
      GUEST.fullName,
      GUEST.cpfShown,
      `${GUEST.birth.day}/${GUEST.birth.month}/${GUEST.birth.year}`,
      GUEST.street,
      GUEST.addressNumber,
      GUEST.complement,
      GUEST.neighborhood,
      GUEST.city.name,
      'Curitiba',
      'Montevidéu',
      'Cor ou raça Parda',
    ]) {
      expect(text, typed).toContain(typed);
    }
  } finally {
    await api?.dispose();
    await server?.stop();
    await receiver.close();
    await fnrh.close();
  }
});
