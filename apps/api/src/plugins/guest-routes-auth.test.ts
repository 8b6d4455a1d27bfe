import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import { fillPath, openApiOperations, type OpenApiOperation } from '../test/openapi-routes.ts';
import { buildTestApp, fixedClock, type TestApp } from '../test/test-app.ts';
import { BEATRIZ, bearer, guest, NOW, sol } from '../modules/guests/guest-test-helpers.ts';

/** Bodies and queries a schema would refuse (400 naming its fields) or cannot even parse. */
const STRANGER_INPUTS = [
  { label: 'no body', payload: undefined, contentType: undefined },
  {
    label: 'a body of odd fields',
    payload: '{"path":"\\u0000","guestId":1}',
    contentType: 'application/json',
  },
  { label: 'JSON that does not parse', payload: '{"guestId":', contentType: 'application/json' },
  {
    label: 'JSON nested 20,000 deep',
    payload: `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    contentType: 'application/json',
  },
] as const;

const ODD_QUERY = '?path=%00&ext=exe&metadata=%7B&guestId=x';

/**
 * Authentication before validation (issue 12): every route of the OpenAPI document that needs the guest
 * token answers a caller without a valid one 401 TOKEN_INVALID, whatever its body or query, so a stranger
 * never learns a schema's field names. Generated from the route table, not a hand list.
 */
describe('guest routes without a valid token', () => {
  let testApp: TestApp;
  let guestRoutes: OpenApiOperation[];
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
    guestRoutes = (await openApiOperations(testApp.app)).filter((operation) => operation.isGuestRoute);
  });
  afterAll(() => testApp.close());

  it('finds the guest routes in the OpenAPI document, those of GET /api/storage and POST /api/notify among them', () => {
    const names = guestRoutes.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/storage',
        'POST /api/notify/{reservationId}',
        'GET /api/clients/{id}',
        'PUT /api/clients/{id}',
      ]),
    );
    expect(guestRoutes.length).toBeGreaterThanOrEqual(16);
  });

  it('answers 401 TOKEN_INVALID to no token, a forged one and another hotel’s, before any validation', async () => {
    const tokens = {
      none: undefined,
      forged: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJndWVzdElkIjoieCJ9.c2lnbmF0dXJlLW9mLW5vYm9keQ',
      otherHotel: await bearer(BEATRIZ),
    };
    const idOf = (name: string) => (name === 'reservationId' ? sol('1020') : guest('1020:rafael'));
    let count = 0;
    for (const operation of guestRoutes) {
      for (const [tokenName, authorization] of Object.entries(tokens)) {
        for (const input of STRANGER_INPUTS) {
          if (operation.method === 'GET' && input.payload !== undefined) continue;
          const url = `${fillPath(operation.path, idOf)}${ODD_QUERY}`;
          const response = await testApp.app.inject({
            method: operation.method,
            url,
            headers: {
              host: HOSTS.solnascente,
              ...(authorization ? { authorization } : {}),
              ...(input.contentType ? { 'content-type': input.contentType } : {}),
            },
            ...(input.payload === undefined ? {} : { payload: input.payload }),
          });
          const label = `${operation.method} ${operation.path}, ${tokenName} token, ${input.label}`;
          expect(response.statusCode, label).toBe(401);
          expect(response.json(), label).toEqual({
            code: 'TOKEN_INVALID',
            message: expect.any(String),
            details: {},
          });
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(140);
  });

  it('documents on every guest route the answers of the guard: 401, and 403 for a closed reservation', () => {
    for (const operation of guestRoutes)
      expect(operation.statuses, `${operation.method} ${operation.path}`).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    const named = guestRoutes.find((operation) => operation.path === '/api/clients/{id}');
    expect(named?.statuses).toEqual(expect.arrayContaining(['404', '409']));
  });

  it('keeps every other route that may answer 401 (but the integration API and the console, their own guards) to the identity checks that hand out tokens or sessions', async () => {
    const publicWith401 = (await openApiOperations(testApp.app)).filter(
      (operation) =>
        !operation.isGuestRoute &&
        !operation.isIntegrationRoute &&
        !operation.isStaffRoute &&
        operation.statuses.includes('401'),
    );
    expect(publicWith401.length).toBeGreaterThan(0);
    for (const operation of publicWith401) {
      // The console's sign-ins (password, passkey) are the staff's identity checks (decisions 193, 246).
      const isStaffSignIn = ['consoleSignIn', 'consolePasskeySignIn'].includes(operation.operationId);
      const tags = isStaffSignIn ? ['console'] : ['verification'];
      expect(operation.tags, operation.operationId).toEqual(tags);
    }
  });
});
