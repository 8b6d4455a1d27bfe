import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { consoleCall, latestLinkToken, mailsTo, signIn } from './console-test-client.ts';
import {
  RESET_LINK_TTL_MS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_CLIENT,
  STAFF_SESSION_IDLE_MS,
} from './staff-rules.ts';

const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const MAR_DESK = { email: 'desk@marazul.example', password: 'Mar Azul desk 2026' };

describe('console accounts: sign-in limits, invitations, password resets, session ends', () => {
  let testApp: TestApp;
  let now = new Date('2026-11-27T12:00:00Z');
  beforeAll(async () => {
    // One trusted proxy, so X-Forwarded-For names the client and X-Forwarded-Proto the scheme.
    testApp = await buildTestApp({ clock: () => now, trustProxy: 1 });
  });
  afterAll(() => testApp.close());
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const fromAddress = (ip: string) => ({ 'x-forwarded-for': ip });

  it('marks the cookie Secure when the request came over https', async () => {
    const https = await call('POST', '/api/console/session', {
      body: OWNER,
      headers: { 'x-forwarded-proto': 'https', ...fromAddress('10.9.0.1') },
    });
    expect(https.status).toBe(200);
    expect(String(https.headers['set-cookie'])).toContain('Secure');
  });

  it('locks an account after 5 wrong passwords, even for the right one, and opens it after 15 minutes', async () => {
    const attempt = (password: string) =>
      call('POST', '/api/console/session', {
        host: HOSTS.marazul,
        body: { email: MAR_DESK.email, password },
        headers: fromAddress(`10.1.0.${Math.floor(Math.random() * 200)}`),
      });
    for (let index = 0; index < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; index += 1) {
      expect((await attempt('wrong password')).body.code).toBe('STAFF_SIGN_IN_FAILED');
    }
    const locked = await attempt(MAR_DESK.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('STAFF_SIGN_IN_LOCKED');
    expect(locked.body.details.retryAfterSeconds).toBeGreaterThan(800);
    advance(15 * 60 * 1000 + 1000);
    expect((await attempt(MAR_DESK.password)).status).toBe(200);
  });

  it('counts an e-mail with no account the same, so the lock tells nothing', async () => {
    const attempt = () =>
      call('POST', '/api/console/session', {
        body: { email: 'nobody@solnascente.example', password: 'whatever it is' },
        headers: fromAddress('10.2.0.1'),
      });
    for (let index = 0; index < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; index += 1) {
      expect((await attempt()).status).toBe(401);
    }
    expect((await attempt()).body.code).toBe('STAFF_SIGN_IN_LOCKED');
  });

  it('locks an address after 20 wrong passwords to any e-mails of the hotel', async () => {
    const from = fromAddress('10.3.0.1');
    for (let index = 0; index < SIGN_IN_MAX_FAILURES_PER_CLIENT; index += 1) {
      const answer = await call('POST', '/api/console/session', {
        body: { email: `guess${index}@solnascente.example`, password: 'guessing' },
        headers: from,
      });
      expect(answer.status).toBe(401);
    }
    const right = await call('POST', '/api/console/session', { body: OWNER, headers: from });
    expect(right.body.code).toBe('STAFF_SIGN_IN_LOCKED');
    // Another address is not locked.
    expect(
      (await call('POST', '/api/console/session', { body: OWNER, headers: fromAddress('10.3.0.2') })).status,
    ).toBe(200);
  });

  it('invites a desk member by e-mail; the link sets the password once; weak passwords are refused', async () => {
    const owner = await signIn(testApp.app, OWNER.email, OWNER.password);
    const invited = await call('POST', '/api/console/staff', {
      cookie: owner.cookie,
      body: { email: 'Nova.Recepcao@Example.com', name: 'Nova Recepção', role: 'desk' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'nova.recepcao@example.com',
      role: 'desk',
      status: 'invited',
    });
    const again = await call('POST', '/api/console/staff', {
      cookie: owner.cookie,
      body: { email: 'nova.recepcao@example.com', name: 'Twice', role: 'desk' },
    });
    expect(again.body.code).toBe('STAFF_EMAIL_IN_USE');

    const [mail] = await mailsTo(testApp.db, 'nova.recepcao@example.com');
    const payload = mail?.payload as { subject: string; text: string };
    expect(payload.subject).toBe('Seu acesso ao console de Sol Nascente');
    expect(payload.text).toContain('http://localhost:3000/console/accept-invite#token=');
    const token = await latestLinkToken(testApp.db, 'nova.recepcao@example.com');
    expect(token).not.toBeNull();

    const preview = await call('POST', '/api/console/invitations/preview', { body: { token } });
    expect(preview.body).toEqual({
      email: 'nova.recepcao@example.com',
      name: 'Nova Recepção',
      role: 'desk',
      hotelName: 'Sol Nascente',
    });
    // An invited member has no password yet: no sign-in.
    expect((await signIn(testApp.app, 'nova.recepcao@example.com', '')).status).toBe(400);

    for (const [password, message] of [
      ['short1!', 'password.tooShort'],
      ['password123', 'password.tooWeak'],
      ['senha123456', 'password.tooWeak'],
    ] as const) {
      const weak = await call('POST', '/api/console/invitations/accept', {
        body: { token, name: 'Nova', password },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.details.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'body.password', message })]),
      );
    }
    const accepted = await call('POST', '/api/console/invitations/accept', {
      body: { token, name: 'Nova Souza', password: 'balcao azul de madeira' },
    });
    expect(accepted.status).toBe(204);
    const reused = await call('POST', '/api/console/invitations/accept', {
      body: { token, name: 'Nova', password: 'another long passphrase here' },
    });
    expect(reused.body.code).toBe('STAFF_LINK_INVALID');

    const desk = await signIn(testApp.app, 'nova.recepcao@example.com', 'balcao azul de madeira');
    expect(desk.status).toBe(200);
    expect(desk.body.staff).toMatchObject({ name: 'Nova Souza', role: 'desk' });
    const list = await call('GET', '/api/console/staff', { cookie: owner.cookie });
    expect(
      list.body.staff.find((member: { email: string }) => member.email === 'nova.recepcao@example.com'),
    ).toMatchObject({
      status: 'active',
    });
  });

  it('resets a password by e-mail: 202 whatever the e-mail, a link for 30 minutes, once; old sessions end', async () => {
    const before = await signIn(testApp.app, OWNER.email, OWNER.password);
    expect(
      (await call('POST', '/api/console/password-reset', { body: { email: 'ghost@example.com' } })).status,
    ).toBe(202);
    expect(await mailsTo(testApp.db, 'ghost@example.com')).toHaveLength(0);

    expect((await call('POST', '/api/console/password-reset', { body: { email: OWNER.email } })).status).toBe(
      202,
    );
    const first = await latestLinkToken(testApp.db, OWNER.email);
    // A second request within a minute sends nothing more.
    await call('POST', '/api/console/password-reset', { body: { email: OWNER.email } });
    expect(await mailsTo(testApp.db, OWNER.email)).toHaveLength(1);

    advance(RESET_LINK_TTL_MS + 1000);
    const late = await call('POST', '/api/console/password-reset/confirm', {
      body: { token: first, password: 'a brand new passphrase' },
    });
    expect(late.body.code).toBe('STAFF_LINK_INVALID');

    await call('POST', '/api/console/password-reset', { body: { email: OWNER.email } });
    const token = await latestLinkToken(testApp.db, OWNER.email);
    expect(token).not.toBe(first);
    const done = await call('POST', '/api/console/password-reset/confirm', {
      body: { token, password: 'a brand new passphrase' },
    });
    expect(done.status).toBe(204);
    expect((await call('GET', '/api/console/me', { cookie: before.cookie })).status).toBe(401);
    expect((await signIn(testApp.app, OWNER.email, OWNER.password)).status).toBe(401);
    expect((await signIn(testApp.app, OWNER.email, 'a brand new passphrase')).status).toBe(200);
    const again = await call('POST', '/api/console/password-reset/confirm', {
      body: { token, password: 'yet another passphrase' },
    });
    expect(again.body.code).toBe('STAFF_LINK_INVALID');
  });

  it('ends a session after 2 idle hours, and keeps one that is used', async () => {
    const idle = await signIn(testApp.app, MAR_DESK.email, MAR_DESK.password, HOSTS.marazul);
    const busy = await signIn(testApp.app, MAR_DESK.email, MAR_DESK.password, HOSTS.marazul);
    for (let step = 0; step < 3; step += 1) {
      advance(STAFF_SESSION_IDLE_MS / 2);
      expect(
        (await call('GET', '/api/console/me', { host: HOSTS.marazul, cookie: busy.cookie })).status,
      ).toBe(200);
    }
    expect((await call('GET', '/api/console/me', { host: HOSTS.marazul, cookie: idle.cookie })).status).toBe(
      401,
    );
  });

  it('ends every session 12 hours after sign-in, used or not', async () => {
    const session = await signIn(testApp.app, MAR_DESK.email, MAR_DESK.password, HOSTS.marazul);
    for (let hour = 0; hour < 12; hour += 1) {
      advance(60 * 60 * 1000);
      const me = await call('GET', '/api/console/me', { host: HOSTS.marazul, cookie: session.cookie });
      expect({ hour, status: me.status }).toEqual({ hour, status: hour < 11 ? 200 : 401 });
    }
  });
});
