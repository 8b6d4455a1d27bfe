import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, WEB_PUBLIC_DIR, type TestApp } from '../../test/test-app.ts';
import { createEmailLogoRenderer, EMAIL_LOGO_HEIGHT_PX, emailLogoUrl } from './email-logo.ts';

describe("the hotel's logo in e-mails", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const logoOf = (host: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/email-logo.png', headers: { host } });

  it("answers each hotel's SVG logo as a PNG 112 px tall, cached for a day", async () => {
    const sol = await logoOf(HOSTS.solnascente);
    const mar = await logoOf(HOSTS.marazul);
    for (const response of [sol, mar]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'png', height: EMAIL_LOGO_HEIGHT_PX });
    }
    expect(sol.rawPayload.equals(mar.rawPayload)).toBe(false);
  });

  it('lets a mail client of another origin show the logo (helmet answers same-origin elsewhere)', async () => {
    const response = await logoOf(HOSTS.solnascente);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 404 to a host that is no hotel', async () => {
    expect((await logoOf(HOSTS.unknown)).statusCode).toBe(404);
  });

  it('points e-mails at the PNG for a logo the portal serves as SVG, else at the logo itself', () => {
    expect(emailLogoUrl('/brand/solnascente/logo.svg', 'https://sol.example.com')).toMatch(
      /^https:\/\/sol\.example\.com\/api\/email-logo\.png\?v=[0-9a-f]{12}$/,
    );
    expect(emailLogoUrl('/brand/solnascente/logo.png', 'https://sol.example.com')).toBe(
      'https://sol.example.com/brand/solnascente/logo.png',
    );
    expect(emailLogoUrl('https://cdn.example.com/logo.svg', 'https://sol.example.com')).toBe(
      'https://cdn.example.com/logo.svg',
    );
  });

  it('renders nothing outside the portal files, nor a missing or broken file', async () => {
    const render = createEmailLogoRenderer(WEB_PUBLIC_DIR);
    expect(await render('/../../package.svg')).toBeNull();
    expect(await render('/brand/%2e%2e/%2e%2e/x.svg')).toBeNull();
    expect(await render('/brand/nobody/logo.svg')).toBeNull();
    expect(await render('/robots.txt')).toBeNull();
  });
});
