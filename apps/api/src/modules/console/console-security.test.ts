import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGuestToken } from '../../auth/guest-token.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { consoleCall, signIn } from './console-test-client.ts';

const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const MAR_OWNER = { email: 'owner@marazul.example', password: 'Mar Azul owner 2026' };

describe('console security (issue 17)', () => {
  let testApp: TestApp;
  let ownerCookie: string;
  let deskCookie: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    ownerCookie = (await signIn(testApp.app, OWNER.email, OWNER.password)).cookie;
    deskCookie = (await signIn(testApp.app, DESK.email, DESK.password)).cookie;
  });
  afterAll(() => testApp.close());
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);

  it('signs the demo owner in with an httpOnly, SameSite=Strict cookie for /api/console only, with an expiry', async () => {
    const answer = await signIn(testApp.app, OWNER.email.toUpperCase(), OWNER.password);
    expect(answer.status).toBe(200);
    expect(answer.body.staff).toMatchObject({ email: OWNER.email, role: 'owner', name: 'Helena Prado' });
    expect(answer.body.hotel).toMatchObject({ subdomain: 'solnascente' });
    expect(answer.setCookie).toMatch(/^hospedar_staff=[A-Za-z0-9_-]{43};/);
    expect(answer.setCookie).toContain('HttpOnly');
    expect(answer.setCookie).toContain('SameSite=Strict');
    expect(answer.setCookie).toContain('Path=/api/console');
    expect(answer.setCookie).toContain('Max-Age=43200');
    // Plain http on localhost (dev and tests): not Secure, or the browser would drop it (decision 192).
    expect(answer.setCookie).not.toContain('Secure');
    const me = await call('GET', '/api/console/me', { cookie: answer.cookie });
    expect(me.status).toBe(200);
    expect(me.body.staff.email).toBe(OWNER.email);
  });

  it('answers 401 without a session, with a made-up one, and after sign-out', async () => {
    expect((await call('GET', '/api/console/me')).body.code).toBe('STAFF_SESSION_INVALID');
    const madeUp = await call('GET', '/api/console/me', { cookie: `hospedar_staff=${'a'.repeat(43)}` });
    expect(madeUp.status).toBe(401);
    const session = await signIn(testApp.app, OWNER.email, OWNER.password);
    expect((await call('DELETE', '/api/console/session', { cookie: session.cookie })).status).toBe(204);
    expect((await call('GET', '/api/console/me', { cookie: session.cookie })).status).toBe(401);
  });

  it("answers 404 to a session of one hotel on another hotel's host, on every console route", async () => {
    for (const url of ['/api/console/me', '/api/console/staff', '/api/console/settings']) {
      const answer = await call('GET', url, { host: HOSTS.marazul, cookie: ownerCookie });
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
    }
    const invite = await call('POST', '/api/console/staff', {
      host: HOSTS.marazul,
      cookie: ownerCookie,
      body: { email: 'x@example.com', name: 'X', role: 'desk' },
    });
    expect(invite.status).toBe(404);
    // The other hotel's own owner sees only its own staff.
    const marazul = await signIn(testApp.app, MAR_OWNER.email, MAR_OWNER.password, HOSTS.marazul);
    const list = await call('GET', '/api/console/staff', { host: HOSTS.marazul, cookie: marazul.cookie });
    expect(list.body.staff.map((member: { email: string }) => member.email).sort()).toEqual([
      'desk@marazul.example',
      'owner@marazul.example',
    ]);
  });

  it("refuses a hotel's password on another hotel's host: accounts are per hotel", async () => {
    const answer = await signIn(testApp.app, OWNER.email, OWNER.password, HOSTS.marazul);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('STAFF_SIGN_IN_FAILED');
  });

  it("answers 403 to a desk member on the owner's routes, and lets it see itself", async () => {
    for (const url of ['/api/console/staff', '/api/console/settings']) {
      const answer = await call('GET', url, { cookie: deskCookie });
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({
        url,
        status: 403,
        code: 'STAFF_ROLE_FORBIDDEN',
      });
    }
    const invite = await call('POST', '/api/console/staff', {
      cookie: deskCookie,
      body: { email: 'someone@example.com', name: 'Someone', role: 'owner' },
    });
    expect(invite.status).toBe(403);
    expect((await call('GET', '/api/console/me', { cookie: deskCookie })).body.staff.role).toBe('desk');
  });

  it("opens no console route with a guest's token, and no guest route with a staff session", async () => {
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
    const guestHeaders = { authorization: `Bearer ${token}` };
    // The token works where it belongs...
    const guestRoute = `/api/clients/${demoGuestId('solnascente', '1001:ana')}`;
    const own = await testApp.app.inject({
      method: 'GET',
      url: guestRoute,
      headers: { host: HOSTS.solnascente, ...guestHeaders },
    });
    expect(own.statusCode).toBe(200);
    // ...and nowhere in the console.
    for (const url of ['/api/console/me', '/api/console/staff', '/api/console/settings']) {
      expect((await call('GET', url, { headers: guestHeaders })).status).toBe(401);
    }
    // A staff session on the guest's routes is nobody.
    const staffOnGuest = await testApp.app.inject({
      method: 'GET',
      url: guestRoute,
      headers: { host: HOSTS.solnascente, cookie: ownerCookie },
    });
    expect(staffOnGuest.statusCode).toBe(401);
    expect(staffOnGuest.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses a change without the Origin of its own host (CSRF), before anything else', async () => {
    const noOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/console/session',
      headers: { host: HOSTS.solnascente },
      payload: OWNER,
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().code).toBe('CSRF_REJECTED');
    const evil = await call('POST', '/api/console/staff', {
      cookie: ownerCookie,
      headers: { origin: 'https://evil.example' },
      body: { email: 'evil@example.com', name: 'Evil', role: 'owner' },
    });
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('CSRF_REJECTED');
    const otherHotel = await call('DELETE', '/api/console/session', {
      cookie: ownerCookie,
      headers: { origin: `http://${HOSTS.marazul}` },
    });
    expect(otherHotel.status).toBe(403);
    // The session survived the refused sign-out; reads need no Origin.
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/console/me',
      headers: { host: HOSTS.solnascente, cookie: ownerCookie },
    });
    expect(read.statusCode).toBe(200);
  });

  it('lists the console in the OpenAPI document with the cookie scheme', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.staffSession).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'hospedar_staff',
    });
    expect(doc.paths['/api/console/staff'].get.security).toEqual([{ staffSession: [] }]);
    expect(Object.keys(doc.paths['/api/console/staff'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
    expect(doc.paths['/api/console/session'].post.operationId).toBe('consoleSignIn');
  });
});
