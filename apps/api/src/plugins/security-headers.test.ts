import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../test/test-app.ts';
import { callApi, guest, NOW, RAFAEL, sol } from '../modules/guests/guest-test-helpers.ts';
import { API_PERMISSIONS_POLICY, PAGE_PERMISSIONS_POLICY } from './security-headers.ts';

describe('caching and permissions of answers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const rafael = guest('1020:rafael');

  it.each([
    ['GET', `/api/clients/${rafael}`, undefined],
    ['PUT', `/api/clients/${rafael}`, { addressComplement: 'Apto 3' }],
    ['GET', `/api/appointments/${sol('1020')}`, undefined],
    ['GET', `/api/appointments/by-guest/${rafael}`, undefined],
    ['GET', `/api/clients/${rafael}/contact-info`, undefined],
    ['GET', `/api/config?guestId=${rafael}`, undefined],
  ] as const)('%s %s holds personal data: Cache-Control no-store', async (method, url, body) => {
    const { status, headers } = await callApi(testApp, method, url, RAFAEL, { body });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on error answers of the API too, which may name a guest', async () => {
    const { status, headers } = await callApi(testApp, 'GET', `/api/clients/${rafael}`, null);
    expect(status).toBe(401);
    expect(headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own caching: the public geo lists", async () => {
    const response = await testApp.app.inject({
      url: '/api/countries?lang=pt-BR',
      headers: { host: HOSTS.solnascente },
    });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=/);
  });

  it('lets the pages use the camera and passkeys, for the portal itself only, and the API nothing', async () => {
    const page = await testApp.app.inject({
      url: '/reservation/personal-info',
      headers: { host: HOSTS.solnascente },
    });
    expect(page.headers['permissions-policy']).toBe(PAGE_PERMISSIONS_POLICY);
    expect(PAGE_PERMISSIONS_POLICY).toMatch(/^camera=\(self\), /);
    const api = await testApp.app.inject({
      url: '/api/companies/solnascente',
      headers: { host: HOSTS.solnascente },
    });
    expect(api.headers['permissions-policy']).toBe(API_PERMISSIONS_POLICY);
    for (const policy of [PAGE_PERMISSIONS_POLICY, API_PERMISSIONS_POLICY]) {
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('payment=()');
    }
    expect(API_PERMISSIONS_POLICY).toMatch(/^camera=\(\), /);
    expect(PAGE_PERMISSIONS_POLICY).toContain('publickey-credentials-get=(self)');
    expect(PAGE_PERMISSIONS_POLICY).toContain('publickey-credentials-create=(self)');
    expect(API_PERMISSIONS_POLICY).toContain('publickey-credentials-get=()');
  });
});
