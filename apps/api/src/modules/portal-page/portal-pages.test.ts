import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { createPortalDist, FIRST_SCREEN_PRELOADS } from '../../test/portal-dist.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { consoleCall, signIn } from '../console/console-test-client.ts';

/** The configuration the page embeds, read back as the portal reads it. */
function embeddedConfig(html: string): unknown {
  const json = /<script id="hs-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('no embedded configuration');
  return JSON.parse(json);
}

describe("the portal's pages, written by the server (decision 209)", () => {
  let testApp: TestApp;
  let dist: ReturnType<typeof createPortalDist>;
  beforeAll(async () => {
    dist = createPortalDist();
    testApp = await buildTestApp({ webDistDir: dist.dir });
  });
  afterAll(async () => {
    await testApp.close();
    dist.remove();
  });
  const page = (url: string, host: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it("writes each hotel's name, theme, logo, language and configuration into the first response", async () => {
    for (const [host, language, accept] of [
      [HOSTS.solnascente, 'pt-BR', 'pt-BR,pt;q=0.9'],
      [HOSTS.solnascente, 'en-US', 'en-GB,en;q=0.8'],
      [HOSTS.marazul, 'es-ES', 'es-AR,es;q=0.9,en;q=0.5'],
      [HOSTS.marazul, 'en-US', 'fr-FR,en-US;q=0.7'],
    ] as const) {
      const response = await page('/', host, { 'accept-language': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      const api = (await getJson(testApp.app, `/api/config?lang=${language}`, { host })).body;
      const { company } = api;
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<meta name="theme-color" content="${company.theme.primaryColor}"`);
      expect(html).toContain(`<title>${company.hotel.nomeFantasia} · `);
      expect(html).toContain(`--primary:${company.theme.primaryColor};`);
      expect(html).toContain(`--card-radius:${company.theme.cardRadius}px`);
      const logo = company.theme.backgroundUrl ? company.theme.logo.external : company.theme.logo.internal;
      expect(html).toContain(`<link rel="preload" as="image" href="${logo}" fetchpriority="high">`);
      expect(html).toContain(
        `<img class="app-header__logo" src="${logo}" alt="${company.hotel.nomeFantasia}"`,
      );
      expect(embeddedConfig(html)).toEqual(api);
      // The build's own first screen is gone; the hotel's is there, inert until the app replaces it.
      expect(html).not.toContain('<div id="boot">');
      expect(html).toContain('<div id="first-screen" inert>');
    }
  });

  it("draws the welcome card in the visitor's language when the hotel shows one, else its layout", async () => {
    const welcome = await page('/', HOSTS.solnascente, { 'accept-language': 'es-ES' });
    const { company } = (await getJson(testApp.app, '/api/config', { host: HOSTS.solnascente })).body;
    expect(company.welcomeRules.enabled).toBe(true);
    expect(welcome.body).toContain(
      `<h1 id="first-screen-title" class="welcome-card__title">${company.welcomeRules.title['es-ES']}</h1>`,
    );
    expect(welcome.body).toContain('Iniciar pre-check-in');
    const menu = await page('/welcome/menu', HOSTS.solnascente);
    expect(menu.body).toContain('class="welcome-layout__panel"');
    expect(menu.body).not.toContain('welcome-card__title');
    // A deeper page: its layout's header with the hotel's logo, and the loader under it (decision 311).
    const deeper = await page('/reservation/guests', HOSTS.solnascente);
    expect(deeper.body).toContain(
      '<div id="first-screen" inert><div class="main-layout"><header class="app-header app-header--default">' +
        `<img class="app-header__logo" src="${company.theme.logo.internal}" alt="${company.hotel.nomeFantasia}"`,
    );
    expect(deeper.body).toContain('<main class="main-layout__main"><div role="status"');
    expect(deeper.body).toContain('class="shell-loader__dots"');
    // The signed-in screens' header logo is their largest paint: preloaded, not found after the code.
    expect(deeper.body).toContain(
      `<link rel="preload" as="image" href="${company.theme.logo.internal}" fetchpriority="high">`,
    );
  });

  it("preloads the language's texts and the first screen's code the build names, and nothing else", async () => {
    const modulePreloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    const welcome = await page('/', HOSTS.solnascente, { 'accept-language': 'es-ES' });
    expect(modulePreloads(welcome.body)).toEqual([
      `/${FIRST_SCREEN_PRELOADS.texts['es-ES'][0]}`,
      `/${FIRST_SCREEN_PRELOADS.screens.welcome[0]}`,
    ]);
    const deeper = await page('/reservation/guests', HOSTS.solnascente, { 'accept-language': 'en-US' });
    expect(modulePreloads(deeper.body)).toEqual([`/${FIRST_SCREEN_PRELOADS.texts['en-US'][0]}`]);
  });

  it('takes ?lang= over the cookie, and the cookie over Accept-Language', async () => {
    const cookie = { cookie: 'other=1; hospedar_lang=es-ES', 'accept-language': 'en-US' };
    expect((await page('/', HOSTS.solnascente, cookie)).body).toContain('<html lang="es-ES"');
    expect((await page('/?lang=en-US', HOSTS.solnascente, cookie)).body).toContain('<html lang="en-US"');
    expect((await page('/', HOSTS.solnascente, { 'accept-language': 'de-DE' })).body).toContain(
      '<html lang="pt-BR"',
    );
  });

  it('answers a real 404 for a host no hotel answers, and a real redirect to a legacy portal', async () => {
    const unknown = await page('/', HOSTS.unknown);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="boot">Hospedar</div>');
    expect(unknown.body).not.toContain('hs-config');
    const legacy = await page('/welcome?origin=email', HOSTS.legado);
    expect(legacy.statusCode).toBe(302);
    const { company } = (await getJson(testApp.app, '/api/config', { host: HOSTS.legado })).body;
    expect(legacy.headers.location).toBe(company.legacyUrl);
  });

  it('keeps a hostile hotel name text: no element of it reaches the page', async () => {
    const [row] = await testApp.db.select().from(companies).where(eq(companies.subdomain, 'marazul'));
    if (!row) throw new Error('no Mar Azul');
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    await testApp.db
      .update(companies)
      .set({ hotel: { ...(row.hotel as object), nomeFantasia: hostile }, updatedAt: new Date() })
      .where(eq(companies.id, row.id));
    try {
      const html = (await page('/', HOSTS.marazul)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
      expect(
        (embeddedConfig(html) as { company: { hotel: { nomeFantasia: string } } }).company.hotel.nomeFantasia,
      ).toBe(hostile);
    } finally {
      await testApp.db
        .update(companies)
        .set({ hotel: row.hotel, updatedAt: new Date() })
        .where(eq(companies.id, row.id));
    }
  });

  it('is cached per hotel and language, revalidated by its ETag, and new as soon as the owner saves a setting', async () => {
    const first = await page('/', HOSTS.solnascente);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await page('/', HOSTS.solnascente, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const was = (embeddedConfig(first.body) as { company: { rules: { warrantyRequired: boolean } } }).company
      .rules.warrantyRequired;

    const { cookie } = await signIn(testApp.app, 'owner@solnascente.example', 'Sol Nascente owner 2026');
    const saved = await consoleCall(testApp.app, 'PUT', '/api/console/settings/guarantee', {
      cookie,
      body: { warrantyRequired: !was },
    });
    expect(saved.status).toBe(200);
    const after = await page('/', HOSTS.solnascente, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(
      (embeddedConfig(after.body) as { company: { rules: { warrantyRequired: boolean } } }).company.rules
        .warrantyRequired,
    ).toBe(!was);
  });
});
