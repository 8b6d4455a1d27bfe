import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const ODD_VALUES = [
  '',
  ' ',
  '%00',
  '%E0%A4%A',
  '%FF%FE',
  'null',
  'undefined',
  '[]',
  '{}',
  '-1',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '😀',
  'ção',
  '__proto__',
  'constructor',
];

const QUERY_KEYS = [
  'guestId',
  'reservationId',
  'origin',
  'lang',
  'type',
  'textOnly',
  'language',
  '__proto__',
];
const HOST_VALUES = [
  'localhost',
  'marazul.localhost:3000',
  'x.y.z.unknown',
  '[::1]',
  '...',
  '-',
  '%',
  'a'.repeat(300) + '.local',
];

function* oddRequests(): Generator<{ url: string; host: string; headers?: Record<string, string> }> {
  for (const value of ODD_VALUES) {
    yield { url: `/api/companies/${encodeURIComponent(value)}`, host: HOSTS.solnascente };
    yield { url: `/api/companies/${value}`, host: HOSTS.solnascente };
    for (const key of QUERY_KEYS) {
      yield { url: `/api/config?${key}=${encodeURIComponent(value)}`, host: HOSTS.solnascente };
      yield { url: `/api/terms?type=1&${key}=${encodeURIComponent(value)}`, host: HOSTS.marazul };
    }
    yield {
      url: `/api/config?guestId=${encodeURIComponent(value)}&guestId=${encodeURIComponent(value)}`,
      host: HOSTS.solnascente,
    };
    yield { url: `/api/config?reservationId[]=${encodeURIComponent(value)}`, host: HOSTS.solnascente };
    yield { url: `/api/terms?type=${encodeURIComponent(value)}`, host: HOSTS.solnascente };
    yield { url: '/api/config', host: HOSTS.solnascente, headers: { lang: value.slice(0, 200) || 'x' } };
  }
  for (const host of HOST_VALUES) {
    yield { url: '/api/config', host };
    yield { url: '/api/terms?type=2', host };
  }
  yield { url: `/api/config?${'a=1&'.repeat(2000)}`, host: HOSTS.solnascente };
  yield { url: `/api/${'x/'.repeat(500)}`, host: HOSTS.solnascente };
}

describe('odd input', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('never answers 500, and always answers the error shape on failure', async () => {
    let count = 0;
    for (const { url, host, headers } of oddRequests()) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });
      count += 1;
      expect(response.statusCode, `${host} ${url.slice(0, 120)}`).toBeLessThan(500);
      // '../' segments can resolve outside /api, where the portal (or its build hint) answers.
      const isApiPath = new URL(url, 'http://test').pathname.startsWith('/api');
      if (response.statusCode >= 400 && isApiPath) {
        expect(response.json(), url.slice(0, 120)).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
      }
    }
    expect(count).toBeGreaterThan(400);
  });
});
