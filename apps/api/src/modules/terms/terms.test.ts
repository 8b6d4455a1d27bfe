import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { companies, terms } from '../../db/schema/index.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/terms', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['pt-BR', 1, 'Termos de uso'],
    ['pt-BR', 2, 'Política de privacidade'],
    ['en-US', 1, 'Terms of use'],
    ['en-US', 2, 'Privacy policy'],
    ['es-ES', 1, 'Términos de uso'],
    ['es-ES', 2, 'Política de privacidad'],
  ])('answers the %s text of type %i', async (language, type, title) => {
    const { status, body } = await getJson(testApp.app, `/api/terms?type=${type}&language=${language}`);
    expect(status).toBe(200);
    const termsText = ZGetTermsResponse.parse(body);
    expect(termsText).toMatchObject({
      type,
      language,
      title,
      version: '2021-05-04',
      updatedAt: '2021-05-04',
    });
    expect(termsText.content).toContain('Pousada Sol Nascente');
    expect(termsText.content).toMatch(/^<h2>/);
  });

  it("answers the hotel's own texts by Host", async () => {
    const { body } = await getJson(testApp.app, '/api/terms?type=2', { host: HOSTS.marazul });
    expect(body.content).toContain('Hotel Mar Azul');
    expect(body.content).not.toContain('Sol Nascente');
  });

  it('takes the lang header when the query has no language, else pt-BR', async () => {
    expect(
      (await getJson(testApp.app, '/api/terms?type=1', { headers: { lang: 'es-ES' } })).body.language,
    ).toBe('es-ES');
    expect((await getJson(testApp.app, '/api/terms?type=1')).body.language).toBe('pt-BR');
  });

  it('falls back to en-US, then pt-BR, when the hotel lacks the language', async () => {
    const legado = demoCompanyId('legado');
    await testApp.db.delete(terms).where(and(eq(terms.companyId, legado), eq(terms.language, 'es-ES')));
    const toEnglish = await getJson(testApp.app, '/api/terms?type=1&language=es-ES', { host: HOSTS.legado });
    expect(toEnglish.body).toMatchObject({ language: 'en-US', title: 'Terms of use' });

    await testApp.db.delete(terms).where(and(eq(terms.companyId, legado), eq(terms.language, 'en-US')));
    const toPortuguese = await getJson(testApp.app, '/api/terms?type=1&language=es-ES', {
      host: HOSTS.legado,
    });
    expect(toPortuguese.body).toMatchObject({ language: 'pt-BR', title: 'Termos de uso' });

    await testApp.db.delete(terms).where(eq(terms.companyId, legado));
    const none = await getJson(testApp.app, '/api/terms?type=1', { host: HOSTS.legado });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('TERMS_NOT_FOUND');
  });

  it('answers plain text without tags when textOnly=true', async () => {
    const { body } = await getJson(testApp.app, '/api/terms?type=2&language=en-US&textOnly=true');
    expect(body.content).not.toMatch(/<[a-z/]/i);
    expect(body.content).toMatch(/^Privacy policy\n\n/);
    expect(body.content).toContain('LGPD');
  });

  it('strips a script stored in a terms row', async () => {
    const marazul = demoCompanyId('marazul');
    await testApp.db
      .update(terms)
      .set({
        html: '<p onclick="steal()">Hello</p><script>alert("x")</script><a href="javascript:alert(1)">link</a>',
      })
      .where(and(eq(terms.companyId, marazul), eq(terms.type, 1), eq(terms.language, 'pt-BR')));
    const { body } = await getJson(testApp.app, '/api/terms?type=1&language=pt-BR', { host: HOSTS.marazul });
    expect(body.content).toContain('Hello');
    expect(body.content).not.toMatch(/script|alert|onclick|javascript:/i);
    const text = await getJson(testApp.app, '/api/terms?type=1&language=pt-BR&textOnly=true', {
      host: HOSTS.marazul,
    });
    expect(text.body.content).toBe('Hello\n\nlink');
  });

  it.each(['type=3', 'type=abc', '', 'type=1&language=fr-FR', 'type=1&textOnly=yes', 'type=1&type=2'])(
    'answers 400 for %j',
    async (query) => {
      const { status, body } = await getJson(testApp.app, `/api/terms?${query}`);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields.length).toBeGreaterThan(0);
    },
  );

  it('answers 404 TENANT_NOT_FOUND for an unknown host', async () => {
    const { status, body } = await getJson(testApp.app, '/api/terms?type=1', { host: HOSTS.unknown });
    expect(status).toBe(404);
    expect(body.code).toBe('TENANT_NOT_FOUND');
  });

  it('uses the version the hotel names as current', async () => {
    const solnascente = demoCompanyId('solnascente');
    await testApp.db.insert(terms).values({
      companyId: solnascente,
      type: 1,
      language: 'en-US',
      version: '2099-01-01',
      updatedAt: '2099-01-01',
      title: 'Draft terms',
      html: '<p>Draft</p>',
    });
    expect((await getJson(testApp.app, '/api/terms?type=1&language=en-US')).body.version).toBe('2021-05-04');
    await testApp.db
      .update(companies)
      .set({ termsOfUseVersion: '2099-01-01' })
      .where(eq(companies.id, solnascente));
    expect((await getJson(testApp.app, '/api/terms?type=1&language=en-US')).body.title).toBe('Draft terms');
  });
});
