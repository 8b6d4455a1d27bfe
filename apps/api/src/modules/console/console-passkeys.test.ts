import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../test/api-client.ts';
import { createSoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { consoleCall, signIn } from './console-test-client.ts';

const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const SOL_ORIGIN = `http://${HOSTS.solnascente}`;
const MAR_ORIGIN = `http://${HOSTS.marazul}`;

describe('staff passkeys (issue 17, decision 246)', () => {
  let testApp: TestApp;
  const ownerDevice = createSoftwareAuthenticator();
  const deskDevice = createSoftwareAuthenticator();
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);

  /** Signs in with the password and adds the device's passkey; answers the session's cookie. */
  async function addPasskey(who: { email: string; password: string }, device: typeof ownerDevice) {
    const { cookie } = await signIn(testApp.app, who.email, who.password);
    const options = await call('POST', '/api/console/passkeys/options', { cookie });
    expect(options.status).toBe(200);
    expect(options.body.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const added = await call('POST', '/api/console/passkeys', {
      cookie,
      body: device.register(options.body, { origin: SOL_ORIGIN }),
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.deviceLabel).toBe('Windows');
    return cookie;
  }

  /** The sign-in screen's ceremony on a host, answered by the device as if for `origin`. */
  async function passkeySignIn(
    device: typeof ownerDevice,
    host: string = HOSTS.solnascente,
    origin = SOL_ORIGIN,
  ) {
    const options = await call('POST', '/api/console/session/passkey/options', { host });
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials ?? []).toEqual([]);
    const answer = device.authenticate(options.body, { origin, rpId: new URL(origin).hostname });
    const result = await call('POST', '/api/console/session/passkey', { host, body: answer });
    return {
      ...result,
      answer,
      cookie: String([result.headers['set-cookie'] ?? []].flat()[0] ?? '').split(';')[0],
    };
  }

  it("lists, adds and signs in with a member's passkey instead of the password", async () => {
    expect((await call('GET', '/api/console/passkeys')).status).toBe(401);
    expect((await call('POST', '/api/console/passkeys/options')).status).toBe(401);
    const cookie = await addPasskey(OWNER, ownerDevice);
    const list = await call('GET', '/api/console/passkeys', { cookie });
    expect(list.body.passkeys).toHaveLength(1);
    expect((await call('DELETE', '/api/console/session', { cookie })).status).toBe(204);

    const signedIn = await passkeySignIn(ownerDevice);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.staff).toMatchObject({ email: OWNER.email, role: 'owner' });
    expect(signedIn.cookie).toMatch(/^hospedar_staff=/);
    expect((await call('GET', '/api/console/me', { cookie: signedIn.cookie })).body.staff.email).toBe(
      OWNER.email,
    );
    // The same answer again: its challenge is spent.
    const replay = await call('POST', '/api/console/session/passkey', { body: signedIn.answer });
    expect(replay.body.code).toBe('STAFF_PASSKEY_FAILED');
    const used = await call('GET', '/api/console/passkeys', { cookie: signedIn.cookie });
    expect(used.body.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it("never signs in at another hotel: Mar Azul knows no passkey of Sol Nascente's", async () => {
    const atMarAzul = await passkeySignIn(ownerDevice, HOSTS.marazul, MAR_ORIGIN);
    expect({ status: atMarAzul.status, code: atMarAzul.body.code }).toEqual({
      status: 401,
      code: 'STAFF_PASSKEY_FAILED',
    });
    // Mar Azul's challenge answered as if for Sol Nascente's origin: refused as well.
    const crossed = await passkeySignIn(ownerDevice, HOSTS.marazul, SOL_ORIGIN);
    expect(crossed.status).toBe(401);
    // A device with no passkey here, and a change without Origin, change nothing.
    expect((await passkeySignIn(createSoftwareAuthenticator())).status).toBe(401);
    const noOrigin = await call('POST', '/api/console/session/passkey/options', {
      headers: { origin: 'https://evil.example' },
    });
    expect(noOrigin.body.code).toBe('CSRF_REJECTED');
  });

  it("refuses a disabled member's passkey, and a removed one; another member's passkey is 404", async () => {
    const deskCookie = await addPasskey(DESK, deskDevice);
    const owner = (await signIn(testApp.app, OWNER.email, OWNER.password)).cookie;
    const deskId = (await call('GET', '/api/console/me', { cookie: deskCookie })).body.staff.id;
    expect(
      (await call('PATCH', `/api/console/staff/${deskId}`, { cookie: owner, body: { isDisabled: true } }))
        .status,
    ).toBe(200);
    expect((await passkeySignIn(deskDevice)).body.code).toBe('STAFF_PASSKEY_FAILED');
    await call('PATCH', `/api/console/staff/${deskId}`, { cookie: owner, body: { isDisabled: false } });
    const desk = await passkeySignIn(deskDevice);
    expect(desk.status).toBe(200);

    const [ownerPasskey] = (await call('GET', '/api/console/passkeys', { cookie: owner })).body.passkeys;
    const notTheirs = await call('DELETE', `/api/console/passkeys/${ownerPasskey.id}`, {
      cookie: desk.cookie,
    });
    expect(notTheirs.status).toBe(404);
    expect((await call('DELETE', `/api/console/passkeys/${ownerPasskey.id}`, { cookie: owner })).status).toBe(
      204,
    );
    expect((await call('GET', '/api/console/passkeys', { cookie: owner })).body.passkeys).toEqual([]);
    expect((await passkeySignIn(ownerDevice)).status).toBe(401);
  });
});
