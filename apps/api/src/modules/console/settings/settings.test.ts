import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, HOSTS } from '../../../test/api-client.ts';
import { fillPath, openApiOperations } from '../../../test/openapi-routes.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { consoleCall, signIn } from '../console-test-client.ts';

const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const MAR_OWNER = { email: 'owner@marazul.example', password: 'Mar Azul owner 2026' };

describe('console settings: sections, audit, guards (decision 208)', () => {
  let testApp: TestApp;
  let ownerCookie: string;
  let deskCookie: string;
  let marOwnerCookie: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    ownerCookie = (await signIn(testApp.app, OWNER.email, OWNER.password)).cookie;
    deskCookie = (await signIn(testApp.app, DESK.email, DESK.password)).cookie;
    marOwnerCookie = (await signIn(testApp.app, MAR_OWNER.email, MAR_OWNER.password, HOSTS.marazul)).cookie;
  });
  afterAll(() => testApp.close());
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);
  const guestConfig = async (host = HOSTS.solnascente) =>
    (await getJson(testApp.app, '/api/config', { host })).body.company;

  it("saves a section, which the guests' portal reads at once, and audits who changed what", async () => {
    const before = await call('GET', '/api/console/settings/guarantee', { cookie: ownerCookie });
    expect(before.status).toBe(200);
    const was = before.body.warrantyRequired as boolean;
    expect((await guestConfig()).rules.warrantyRequired).toBe(was);

    const saved = await call('PUT', '/api/console/settings/guarantee', {
      cookie: ownerCookie,
      body: { warrantyRequired: !was },
    });
    expect(saved).toMatchObject({ status: 200, body: { warrantyRequired: !was } });
    expect((await guestConfig()).rules.warrantyRequired).toBe(!was);
    // The other hotel is untouched.
    const marazul = await call('GET', '/api/console/settings/guarantee', {
      host: HOSTS.marazul,
      cookie: marOwnerCookie,
    });
    expect(marazul.status).toBe(200);

    const audit = await call('GET', '/api/console/settings/audit', { cookie: ownerCookie });
    expect(audit.status).toBe(200);
    expect(audit.body.entries[0]).toMatchObject({
      section: 'guarantee',
      staffName: 'Helena Prado',
      staffEmail: OWNER.email,
      changedFields: ['warrantyRequired'],
      before: { warrantyRequired: was },
      after: { warrantyRequired: !was },
    });
    const marAudit = await call('GET', '/api/console/settings/audit', {
      host: HOSTS.marazul,
      cookie: marOwnerCookie,
    });
    expect(marAudit.body.entries.some((entry: { section: string }) => entry.section === 'guarantee')).toBe(
      false,
    );

    // Saving the same value again changes nothing and writes no entry.
    const count = audit.body.entries.length;
    await call('PUT', '/api/console/settings/guarantee', {
      cookie: ownerCookie,
      body: { warrantyRequired: !was },
    });
    const again = await call('GET', '/api/console/settings/audit', { cookie: ownerCookie });
    expect(again.body.entries).toHaveLength(count);
  });

  it('refuses a bad body with 400 and saves nothing', async () => {
    const current = (await guestConfig()).rules.warrantyRequired as boolean;
    for (const body of [{ warrantyRequired: 'yes' }, {}, { warrantyRequired: null }]) {
      const answer = await call('PUT', '/api/console/settings/guarantee', { cookie: ownerCookie, body });
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await guestConfig()).rules.warrantyRequired).toBe(current);
  });

  it("keeps desk members out (403), other hotels' sessions out (404) and strangers out (401)", async () => {
    for (const [method, url] of [
      ['GET', '/api/console/settings/guarantee'],
      ['PUT', '/api/console/settings/guarantee'],
      ['GET', '/api/console/settings/audit'],
    ] as const) {
      const body = method === 'PUT' ? { warrantyRequired: true } : undefined;
      const desk = await call(method, url, { cookie: deskCookie, body });
      expect({ url, method, status: desk.status }).toEqual({ url, method, status: 403 });
      const otherHotel = await call(method, url, { host: HOSTS.marazul, cookie: ownerCookie, body });
      expect({ url, method, status: otherHotel.status }).toEqual({ url, method, status: 404 });
      const nobody = await call(method, url, { body });
      expect({ url, method, status: nobody.status }).toEqual({ url, method, status: 401 });
    }
  });

  it('refuses every change under /api/console without its own Origin (CSRF), whatever the route', async () => {
    const changes = (await openApiOperations(testApp.app)).filter(
      (operation) => operation.path.startsWith('/api/console/') && operation.method !== 'GET',
    );
    expect(changes.map((operation) => operation.operationId)).toContain('consoleSaveGuaranteeSettings');
    for (const operation of changes) {
      const answer = await testApp.app.inject({
        method: operation.method,
        url: fillPath(operation.path, () => '00000000-0000-4000-8000-000000000000'),
        headers: { host: HOSTS.solnascente, cookie: ownerCookie },
        payload: {},
      });
      expect({ route: operation.operationId, status: answer.statusCode, code: answer.json().code }).toEqual({
        route: operation.operationId,
        status: 403,
        code: 'CSRF_REJECTED',
      });
    }
  });
});
