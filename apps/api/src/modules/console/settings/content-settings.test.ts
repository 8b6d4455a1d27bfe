import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, HOSTS } from '../../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../../test/test-app.ts';
import { ANA, BEATRIZ, NOW, call as guestCall, guest } from '../../guests/guest-test-helpers.ts';
import { consoleCall, signIn } from '../console-test-client.ts';

const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const MAR_OWNER = { email: 'owner@marazul.example', password: 'Mar Azul owner 2026' };

const STEPS = '/api/console/settings/steps';
const ADDITIONAL = '/api/console/settings/additional-data';
const TERMS = '/api/console/settings/terms';

const label = (pt: string) => ({ 'pt-BR': pt, 'en-US': `${pt} (en)` });
const termsText = (title: string, html: string) => ({ title, html });

describe('console settings: steps, additional data, terms (decisions 230-232)', () => {
  let testApp: TestApp;
  let ownerCookie: string;
  let deskCookie: string;
  let marOwnerCookie: string;
  beforeAll(async () => {
    // The guests' tokens of the helpers are issued at NOW.
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
    ownerCookie = (await signIn(testApp.app, OWNER.email, OWNER.password)).cookie;
    deskCookie = (await signIn(testApp.app, DESK.email, DESK.password)).cookie;
    marOwnerCookie = (await signIn(testApp.app, MAR_OWNER.email, MAR_OWNER.password, HOSTS.marazul)).cookie;
  });
  afterAll(() => testApp.close());
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);
  const mar = (method: 'GET' | 'PUT', url: string, body?: object) =>
    call(method, url, { host: HOSTS.marazul, cookie: marOwnerCookie, body });
  const guestConfig = async (host: string) =>
    (await getJson(testApp.app, '/api/config', { host })).body.company;
  const stepOf = (company: { stepsConfig: { id: string }[] }, id: string) =>
    company.stepsConfig.find((step) => step.id === id) as
      { id: string; enabled: boolean; fields?: { additionalData: Record<string, unknown> }[] } | undefined;

  describe('steps and the signature rule', () => {
    it("reads the hotel's steps and saves them live for guests, the signature as one switch", async () => {
      const before = await mar('GET', STEPS);
      expect(before).toMatchObject({
        status: 200,
        body: {
          onboarding: true,
          accommodationPreferences: true,
          additionalData: false,
          signatureRequired: false,
          documentImagesRequired: true,
        },
      });
      const next = {
        onboarding: false,
        accommodationPreferences: true,
        additionalData: false,
        signatureRequired: true,
        documentImagesRequired: false,
      };
      const saved = await mar('PUT', STEPS, next);
      expect(saved).toMatchObject({ status: 200, body: next });
      const company = await guestConfig(HOSTS.marazul);
      expect(company.rules).toMatchObject({ signatureRequired: true, documentImagesRequired: false });
      expect(stepOf(company, 'onboarding')?.enabled).toBe(false);
      expect(stepOf(company, 'assinatura')?.enabled).toBe(true);
      expect(stepOf(company, 'informacao-pessoal')?.enabled).toBe(true);

      const audit = await mar('GET', '/api/console/settings/audit');
      expect(audit.body.entries[0]).toMatchObject({
        section: 'steps',
        changedFields: ['documentImagesRequired', 'onboarding', 'signatureRequired'],
      });
      // Back as the seed had it, so the other tests read Mar Azul's demo journey.
      expect((await mar('PUT', STEPS, before.body)).status).toBe(200);
      expect((await guestConfig(HOSTS.marazul)).rules.signatureRequired).toBe(false);
      expect(stepOf(await guestConfig(HOSTS.marazul), 'assinatura')?.enabled).toBe(false);
    });

    it('refuses bad values with 400 and saves nothing', async () => {
      const before = await guestConfig(HOSTS.marazul);
      for (const body of [
        { onboarding: 'yes' },
        {
          onboarding: true,
          accommodationPreferences: true,
          additionalData: false,
          signatureRequired: null,
          documentImagesRequired: true,
        },
      ]) {
        const answer = await mar('PUT', STEPS, body);
        expect({ status: answer.status, code: answer.body.code }).toEqual({
          status: 400,
          code: 'VALIDATION_FAILED',
        });
      }
      expect(await guestConfig(HOSTS.marazul)).toEqual(before);
    });
  });

  describe('the additional-data step', () => {
    const plate = {
      key: 'vehiclePlate',
      label: label('Placa do veículo'),
      kind: 'text',
      required: false,
      isUpperCase: true,
    };
    const pillow = {
      key: 'pillow',
      label: label('Travesseiro'),
      kind: 'select',
      required: true,
      options: [
        { value: 'soft', label: label('Macio') },
        { value: 'firm', label: label('Firme') },
      ],
    };
    const trip = { origin: true, destination: false, transportType: true, travelReason: false };

    it('gives a hotel without the step its questions, live for guests, in their order', async () => {
      expect(await mar('GET', ADDITIONAL)).toMatchObject({
        status: 200,
        body: {
          origin: false,
          destination: false,
          transportType: false,
          travelReason: false,
          extraFields: [],
        },
      });
      const value = { ...trip, extraFields: [pillow, plate] };
      const saved = await mar('PUT', ADDITIONAL, value);
      expect(saved).toMatchObject({ status: 200, body: value });
      const step = stepOf(await guestConfig(HOSTS.marazul), 'dados-adicionais');
      expect(step?.enabled).toBe(true);
      expect(step?.fields?.[0]?.additionalData).toEqual(value);
      // The steps section sees the step on.
      expect((await mar('GET', STEPS)).body.additionalData).toBe(true);
      // The guests' saves are checked by the new questions at once: the required choice, then a good one.
      const host = HOSTS.marazul;
      const missing = await guestCall(testApp, 'PUT', BEATRIZ.guestId, BEATRIZ, {
        host,
        body: { additionalData: { vehiclePlate: 'ABC1D23' } },
      });
      expect(missing.status).toBe(400);
      const answered = await guestCall(testApp, 'PUT', BEATRIZ.guestId, BEATRIZ, {
        host,
        body: { additionalData: { vehiclePlate: 'ABC1D23', pillow: 'firm' } },
      });
      expect(answered.status).toBe(200);
      expect(answered.body.additionalData).toMatchObject({ pillow: 'firm', vehiclePlate: 'ABC1D23' });

      // Reordered and one removed.
      const reordered = { ...trip, extraFields: [plate] };
      expect((await mar('PUT', ADDITIONAL, reordered)).status).toBe(200);
      expect(
        stepOf(await guestConfig(HOSTS.marazul), 'dados-adicionais')?.fields?.[0]?.additionalData,
      ).toEqual(reordered);
      // The removed question's answer stays with the guest (decision 231).
      const read = await guestCall(testApp, 'GET', BEATRIZ.guestId, BEATRIZ, { host });
      expect(read.body.guest.additionalData).toMatchObject({ pillow: 'firm' });
    });

    it('refuses repeated keys, bad keys, selects without options, min above max, a bad sameAs: 400, nothing saved', async () => {
      const before = await guestConfig(HOSTS.marazul);
      const cases: [object, string, string][] = [
        [[plate, { ...pillow, key: 'vehiclePlate' }], 'body.extraFields.1.key', 'keyTaken'],
        [[{ ...plate, key: '1 plate' }], 'body.extraFields.0.key', 'keyFormat'],
        [[{ ...pillow, options: [] }], 'body.extraFields.0.options', 'optionsNeeded'],
        [
          [{ key: 'people', label: label('Pessoas'), kind: 'number', required: false, min: 5, max: 2 }],
          'body.extraFields.0.max',
          'minAboveMax',
        ],
        [[{ ...plate, sameAs: 'nothing' }], 'body.extraFields.0.sameAs', 'sameAs'],
        [[{ ...plate, label: { 'pt-BR': ' ' } }], 'body.extraFields.0.label.pt-BR', 'validation.required'],
      ];
      for (const [extraFields, field, message] of cases) {
        const answer = await mar('PUT', ADDITIONAL, { ...trip, extraFields });
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('VALIDATION_FAILED');
        const issue = (answer.body.details.fields as { field: string; message: string }[]).find(
          (entry) => entry.field === field,
        );
        expect({ field, message: issue?.message }).toEqual({
          field,
          message: expect.stringContaining(message),
        });
      }
      expect(await guestConfig(HOSTS.marazul)).toEqual(before);
    });
  });

  describe('terms of use and privacy policy, versioned', () => {
    it('publishes a new version live for guests, keeping the version an earlier acceptance named', async () => {
      const consent = {
        optins: [
          { type: 'terms', termsType: 1, id: '2021-05-04', isChecked: true },
          { type: 'terms', termsType: 2, id: '2021-05-04', isChecked: true },
        ],
      };
      const accepted = await guestCall(testApp, 'PUT', guest('1001:ana'), ANA, { body: consent });
      expect(accepted.body.termsAcceptance[0]).toMatchObject({ type: 1, version: '2021-05-04' });

      const before = await call('GET', TERMS, { cookie: ownerCookie });
      expect(before.status).toBe(200);
      const use = before.body.documents.find((document: { type: number }) => document.type === 1);
      expect(use).toMatchObject({ currentVersion: '2021-05-04' });
      expect(use.texts['pt-BR'].title).toBe('Termos de uso');
      expect(use.versions).toEqual([
        expect.objectContaining({ version: '2021-05-04', isCurrent: true, acceptedBy: 1 }),
      ]);

      const published = await call('PUT', TERMS, {
        cookie: ownerCookie,
        body: {
          type: 1,
          texts: {
            'pt-BR': termsText(
              'Termos de uso 2026',
              '<h2>Novos termos</h2><p>Texto <script>alert(1)</script>novo.</p>',
            ),
            'en-US': termsText('Terms of use 2026', '<p>New terms.</p>'),
          },
        },
      });
      expect(published.status).toBe(200);
      const after = published.body.documents.find((document: { type: number }) => document.type === 1);
      const version = after.currentVersion as string;
      expect(version).toBe('2026-03-10');
      expect(after.texts['pt-BR'].html).toBe('<h2>Novos termos</h2><p>Texto novo.</p>');
      expect(after.versions.map((entry: { version: string }) => entry.version)).toEqual([
        version,
        '2021-05-04',
      ]);
      expect(after.versions[1]).toMatchObject({ isCurrent: false, acceptedBy: 1 });

      // Live for guests: the config names it and GET /api/terms answers it; Spanish, not published in
      // this version, shows the English text of the version in force.
      expect((await guestConfig(HOSTS.solnascente)).terms.use).toBe(version);
      const pt = await getJson(testApp.app, '/api/terms?type=1&language=pt-BR', { host: HOSTS.solnascente });
      expect(pt.body).toMatchObject({ version, title: 'Termos de uso 2026', language: 'pt-BR' });
      expect(pt.body.content).toContain('Novos termos');
      const es = await getJson(testApp.app, '/api/terms?type=1&language=es-ES', { host: HOSTS.solnascente });
      expect(es.body).toMatchObject({ version, language: 'en-US', title: 'Terms of use 2026' });
      // The privacy policy is untouched.
      expect((await guestConfig(HOSTS.solnascente)).terms.privacy).toBe('2021-05-04');

      // The guest's acceptance still names the version she accepted.
      const read = await guestCall(testApp, 'GET', guest('1001:ana'), ANA);
      expect(read.body.guest.termsAcceptance[0]).toMatchObject({
        type: 1,
        version: '2021-05-04',
        isChecked: true,
      });

      // Publishing the same texts again makes no version; a second change the same day gets `.2`.
      const same = await call('PUT', TERMS, {
        cookie: ownerCookie,
        body: {
          type: 1,
          texts: {
            'pt-BR': termsText('Termos de uso 2026', after.texts['pt-BR'].html),
            'en-US': termsText('Terms of use 2026', after.texts['en-US'].html),
          },
        },
      });
      expect(same.body.documents[0].versions).toHaveLength(2);
      const second = await call('PUT', TERMS, {
        cookie: ownerCookie,
        body: { type: 1, texts: { 'pt-BR': termsText('Termos de uso 2026', '<p>Outra mudança.</p>') } },
      });
      expect(second.body.documents[0].currentVersion).toBe(`${version}.2`);

      const audit = await call('GET', '/api/console/settings/audit', { cookie: ownerCookie });
      expect(audit.body.entries[0]).toMatchObject({
        section: 'terms',
        changedFields: ['use'],
        before: { use: { version } },
        after: { use: { version: `${version}.2`, languages: ['pt-BR'] } },
      });
    });

    it('refuses a text without Portuguese, an empty title or a text with nothing left once sanitized', async () => {
      const before = await call('GET', TERMS, { cookie: ownerCookie });
      for (const [body, field] of [
        [{ type: 2, texts: { 'en-US': termsText('Privacy', '<p>x</p>') } }, 'body.texts.pt-BR'],
        [{ type: 2, texts: { 'pt-BR': termsText(' ', '<p>x</p>') } }, 'body.texts.pt-BR.title'],
        [
          { type: 2, texts: { 'pt-BR': termsText('Privacidade', '<script>alert(1)</script>') } },
          'body.texts.pt-BR.html',
        ],
        [{ type: 3, texts: { 'pt-BR': termsText('Privacidade', '<p>x</p>') } }, 'body.type'],
      ] as const) {
        const answer = await call('PUT', TERMS, { cookie: ownerCookie, body });
        expect({ field, status: answer.status }).toEqual({ field, status: 400 });
        const fields = (answer.body.details.fields as { field: string }[]).map((entry) => entry.field);
        expect(fields).toContain(field);
      }
      expect((await call('GET', TERMS, { cookie: ownerCookie })).body).toEqual(before.body);
    });
  });

  it("keeps desk members out (403) and other hotels' sessions out (404) of every route", async () => {
    const bodies: Record<string, object> = {
      [STEPS]: {
        onboarding: true,
        accommodationPreferences: true,
        additionalData: true,
        signatureRequired: true,
        documentImagesRequired: true,
      },
      [ADDITIONAL]: {
        origin: true,
        destination: true,
        transportType: true,
        travelReason: true,
        extraFields: [],
      },
      [TERMS]: { type: 1, texts: { 'pt-BR': termsText('Termos', '<p>x</p>') } },
    };
    for (const url of [STEPS, ADDITIONAL, TERMS]) {
      for (const method of ['GET', 'PUT'] as const) {
        const body = method === 'PUT' ? bodies[url] : undefined;
        const desk = await call(method, url, { cookie: deskCookie, body });
        expect({ url, method, status: desk.status }).toEqual({ url, method, status: 403 });
        const otherHotel = await call(method, url, { host: HOSTS.marazul, cookie: ownerCookie, body });
        expect({ url, method, status: otherHotel.status }).toEqual({ url, method, status: 404 });
      }
    }
  });
});
