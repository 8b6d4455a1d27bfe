import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGuestToken } from '../../auth/guest-token.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { fillPath, openApiOperations, type OpenApiOperation } from '../../test/openapi-routes.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from './console-test-client.ts';

/**
 * Every route behind the staff guard, walked from the OpenAPI document (issue 17's security tests):
 * a session of another hotel gets 404, a desk member 403 on all but the desk's own routes, a guest's
 * token 401. A route added later is walked too; a desk route must be named below on purpose.
 */
const DESK_ROUTES = new Set([
  'consoleMe',
  'consoleListArrivals',
  'consoleExportArrivals',
  'consoleGetArrivalGuest',
  'consoleGetArrivalGuestSignature',
  'consoleGetArrivalGuestFnrhPdf',
  'consoleResendGuestLink',
  'consoleListPasskeys',
  'consolePasskeyRegistrationOptions',
  'consoleRegisterPasskey',
  'consoleRemovePasskey',
]);

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('the console guard on every staff route (issue 17)', () => {
  let testApp: TestApp;
  let staffRoutes: OpenApiOperation[];
  const cookies = { solOwner: '', solDesk: '', marOwner: '' };
  beforeAll(async () => {
    testApp = await buildTestApp();
    staffRoutes = (await openApiOperations(testApp.app)).filter((operation) => operation.isStaffRoute);
    cookies.solOwner = (
      await signIn(testApp.app, 'owner@solnascente.example', 'Sol Nascente owner 2026')
    ).cookie;
    cookies.solDesk = (
      await signIn(testApp.app, 'desk@solnascente.example', 'Sol Nascente desk 2026')
    ).cookie;
    cookies.marOwner = (
      await signIn(testApp.app, 'owner@marazul.example', 'Mar Azul owner 2026', HOSTS.marazul)
    ).cookie;
  });
  afterAll(() => testApp.close());

  const call = (operation: OpenApiOperation, headers: Record<string, string>) =>
    testApp.app.inject({
      method: operation.method,
      url: fillPath(operation.path, () => SOME_ID),
      headers: { host: HOSTS.solnascente, origin: `http://${HOSTS.solnascente}`, ...headers },
      ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('knows every desk route it names (none renamed away)', () => {
    const ids = new Set(staffRoutes.map((operation) => operation.operationId));
    expect(staffRoutes.length).toBeGreaterThan(30);
    for (const id of DESK_ROUTES) expect({ id, isRoute: ids.has(id) }).toEqual({ id, isRoute: true });
  });

  it("answers 404 to another hotel's session on every staff route", async () => {
    for (const operation of staffRoutes) {
      const answer = await call(operation, { cookie: cookies.marOwner });
      expect({ route: operation.operationId, status: answer.statusCode }).toEqual({
        route: operation.operationId,
        status: 404,
      });
    }
  });

  it("answers 403 to a desk member on every owner's route", async () => {
    for (const operation of staffRoutes.filter((route) => !DESK_ROUTES.has(route.operationId))) {
      const answer = await call(operation, { cookie: cookies.solDesk });
      expect({ route: operation.operationId, status: answer.statusCode, code: answer.json().code }).toEqual({
        route: operation.operationId,
        status: 403,
        code: 'STAFF_ROLE_FORBIDDEN',
      });
    }
  });

  it("answers 401 to a guest's token, and to no session, on every staff route", async () => {
    const { token } = await signGuestToken(
      {
        guestId: demoGuestId('solnascente', '1001:ana'),
        reservationId: demoReservationId('solnascente', '1001'),
        companyId: demoCompanyId('solnascente'),
        masterGuest: true,
        isChild: false,
      },
      { key: TEST_SECRETS.guestTokenKey, now: new Date() },
    );
    for (const operation of staffRoutes) {
      for (const headers of [{ authorization: `Bearer ${token}` }, {}] as Record<string, string>[]) {
        const answer = await call(operation, headers);
        expect({ route: operation.operationId, status: answer.statusCode }).toEqual({
          route: operation.operationId,
          status: 401,
        });
      }
    }
  });

  it("lets the owner through the guard on every route (the owner's own hotel)", async () => {
    for (const operation of staffRoutes) {
      const answer = await call(operation, { cookie: cookies.solOwner });
      expect({ route: operation.operationId, isGuardAnswer: [401, 403].includes(answer.statusCode) }).toEqual(
        {
          route: operation.operationId,
          isGuardAnswer: false,
        },
      );
    }
  });
});
