import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@hospedar/contracts/tenant/theme';
import { companies } from '../../db/schema/index.ts';
import { getJson } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

describe("a company's stored theme", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers the default for each bad field and keeps the good ones', async () => {
    await testApp.db
      .update(companies)
      .set({
        theme: {
          background: 'red; background-image: url(x)',
          primaryColor: '#0e7490',
          cardRadius: 9999,
          inputRadius: '2',
          buttonRadius: 2,
          chipRadius: 4,
          logo: { internal: 'javascript:alert(1)', external: '//evil.example/logo.svg' },
          backgroundUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        },
      })
      .where(eq(companies.subdomain, 'marazul'));
    const { status, body } = await getJson(testApp.app, '/api/companies/marazul');
    expect(status).toBe(200);
    expect(body.theme).toEqual({
      background: DEFAULT_THEME.background,
      primaryColor: '#0e7490',
      cardRadius: DEFAULT_THEME.cardRadius,
      inputRadius: DEFAULT_THEME.inputRadius,
      buttonRadius: 2,
      chipRadius: 4,
      logo: DEFAULT_THEME.logo,
      backgroundUrl: null,
    });
  });

  it('answers a complete default theme when the stored one is not an object', async () => {
    await testApp.db.update(companies).set({ theme: 'oops' }).where(eq(companies.subdomain, 'legado'));
    const { status, body } = await getJson(testApp.app, '/api/companies/legado');
    expect(status).toBe(200);
    expect(body.theme).toEqual(DEFAULT_THEME);
  });
});
