import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { consoleCall, latestLinkToken, mailsTo, signIn } from './console-test-client.ts';

const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const MAR_OWNER = { email: 'owner@marazul.example', password: 'Mar Azul owner 2026' };
const NEW_PASSWORD = 'balcao azul de madeira clara';

type TMember = { id: string; email: string; role: string; status: string };

describe("an owner manages the hotel's staff (issue 17, decisions 244 and 245)", () => {
  let testApp: TestApp;
  let owner: string;
  let ownerId: string;
  let marOwner: string;
  // Real time, a millisecond further at each reading: the changes' newest-first order is exact.
  const start = Date.now();
  let tick = 0;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => new Date(start + tick++) });
    const signedIn = await signIn(testApp.app, OWNER.email, OWNER.password);
    owner = signedIn.cookie;
    ownerId = signedIn.body.staff.id;
    marOwner = (await signIn(testApp.app, MAR_OWNER.email, MAR_OWNER.password, HOSTS.marazul)).cookie;
  });
  afterAll(() => testApp.close());
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);
  const memberByEmail = async (email: string): Promise<TMember | undefined> =>
    (await call('GET', '/api/console/staff', { cookie: owner })).body.staff.find(
      (member: TMember) => member.email === email,
    );
  const patch = (staffId: string, body: object, cookie = owner) =>
    call('PATCH', `/api/console/staff/${staffId}`, { cookie, body });
  const invite = async (email: string, role = 'desk') => {
    const answer = await call('POST', '/api/console/staff', {
      cookie: owner,
      body: { email, name: email, role },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as TMember;
  };
  /** Invites, accepts and signs in: an active member and their session. */
  const activeMember = async (email: string, role = 'desk') => {
    const member = await invite(email, role);
    const token = await latestLinkToken(testApp.db, email);
    const accepted = await call('POST', '/api/console/invitations/accept', {
      body: { token, name: email, password: NEW_PASSWORD },
    });
    expect(accepted.status).toBe(204);
    return { member, cookie: (await signIn(testApp.app, email, NEW_PASSWORD)).cookie };
  };

  it('is for owners of the hotel: no session 401, desk 403, another hotel 404, a change without Origin 403', async () => {
    const desk = (await signIn(testApp.app, DESK.email, DESK.password)).cookie;
    const deskId = (await memberByEmail(DESK.email))?.id ?? '';
    const routes = [
      ['GET', '/api/console/staff/changes', undefined],
      ['PATCH', `/api/console/staff/${deskId}`, { isDisabled: true }],
      ['POST', `/api/console/staff/${deskId}/invitation`, undefined],
      ['DELETE', `/api/console/staff/${deskId}/invitation`, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect({ url, status: (await call(method, url, { body })).status }).toEqual({ url, status: 401 });
      const asDesk = await call(method, url, { body, cookie: desk });
      expect({ url, code: asDesk.body.code }).toEqual({ url, code: 'STAFF_ROLE_FORBIDDEN' });
      // Sol Nascente's session on Mar Azul's host.
      expect((await call(method, url, { body, cookie: owner, host: HOSTS.marazul })).status).toBe(404);
    }
    // Mar Azul's owner, on its own host, names Sol Nascente's member: no such member there.
    for (const [method, url, body] of routes.slice(1)) {
      const answer = await call(method, url, { body, cookie: marOwner, host: HOSTS.marazul });
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({
        url,
        status: 404,
        code: 'STAFF_NOT_FOUND',
      });
    }
    expect((await patch('not-a-uuid', { isDisabled: true })).body.code).toBe('STAFF_NOT_FOUND');
    expect((await patch(deskId, {})).status).toBe(400);
    const noOrigin = await call('PATCH', `/api/console/staff/${deskId}`, {
      cookie: owner,
      body: { isDisabled: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(noOrigin.body.code).toBe('CSRF_REJECTED');
    expect((await memberByEmail(DESK.email))?.status).toBe('active');
  });

  it('disables a member: their session and links stop at once; enabled, they sign in again', async () => {
    const { member, cookie } = await activeMember('lia.desk@example.com');
    // A reset link asked before the member is disabled.
    expect(
      (await call('POST', '/api/console/password-reset', { body: { email: member.email } })).status,
    ).toBe(202);
    const resetToken = await latestLinkToken(testApp.db, member.email);
    expect((await call('GET', '/api/console/me', { cookie })).status).toBe(200);

    const disabled = await patch(member.id, { isDisabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: member.id, status: 'disabled' });
    expect((await call('GET', '/api/console/me', { cookie })).body.code).toBe('STAFF_SESSION_INVALID');
    expect((await signIn(testApp.app, member.email, NEW_PASSWORD)).body.code).toBe('STAFF_SIGN_IN_FAILED');
    const reset = await call('POST', '/api/console/password-reset/confirm', {
      body: { token: resetToken, password: 'outra senha bem comprida' },
    });
    expect(reset.body.code).toBe('STAFF_LINK_INVALID');

    const enabled = await patch(member.id, { isDisabled: false });
    expect(enabled.body.status).toBe('active');
    expect((await signIn(testApp.app, member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("changes a role: the member's own session gains or loses the owner's routes at once", async () => {
    const { member, cookie } = await activeMember('rui.role@example.com');
    expect((await call('GET', '/api/console/staff', { cookie })).status).toBe(403);
    expect((await patch(member.id, { role: 'owner' })).body).toMatchObject({
      role: 'owner',
      status: 'active',
    });
    expect((await call('GET', '/api/console/staff', { cookie })).status).toBe(200);
    expect((await patch(member.id, { role: 'desk' })).body.role).toBe('desk');
    expect((await call('GET', '/api/console/staff', { cookie })).status).toBe(403);
  });

  it('refuses that an owner disable or demote themself; a change that changes nothing is fine', async () => {
    for (const change of [{ isDisabled: true }, { role: 'desk' }, { role: 'desk', isDisabled: false }]) {
      const answer = await patch(ownerId, change);
      expect({ change, status: answer.status, code: answer.body.code }).toEqual({
        change,
        status: 409,
        code: 'STAFF_SELF_CHANGE',
      });
    }
    expect((await patch(ownerId, { role: 'owner' })).status).toBe(200);
    expect((await call('GET', '/api/console/me', { cookie: owner })).body.staff.role).toBe('owner');
  });

  it('keeps an active owner when two owners demote each other at once', async () => {
    const second = await activeMember('marta.owner@example.com', 'owner');
    const answers = await Promise.all([
      patch(second.member.id, { role: 'desk' }),
      patch(ownerId, { role: 'desk' }, second.cookie),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.status !== 200)?.body.code).toMatch(
      /^(STAFF_ROLE_FORBIDDEN|STAFF_LAST_OWNER|STAFF_SELF_CHANGE)$/,
    );
    const staff: (TMember & { status: string })[] = (
      await call('GET', '/api/console/staff', { cookie: owner })
    ).body.staff;
    const activeOwners = staff.filter((member) => member.role === 'owner' && member.status === 'active');
    expect(activeOwners.length).toBeGreaterThanOrEqual(1);
    // Whatever the order, Helena is still an owner: the other's demotion of her needed her to be one.
    expect(activeOwners.map((member) => member.email)).toContain(OWNER.email);
  });

  it('withdraws a pending invitation: the link dies, the member goes, the e-mail can be invited again', async () => {
    const member = await invite('nina.invited@example.com');
    const token = await latestLinkToken(testApp.db, member.email);
    const withdrawn = await call('DELETE', `/api/console/staff/${member.id}/invitation`, { cookie: owner });
    expect(withdrawn.status).toBe(204);
    expect(await memberByEmail(member.email)).toBeUndefined();
    expect((await call('POST', '/api/console/invitations/preview', { body: { token } })).body.code).toBe(
      'STAFF_LINK_INVALID',
    );
    expect(
      (await call('DELETE', `/api/console/staff/${member.id}/invitation`, { cookie: owner })).body.code,
    ).toBe('STAFF_NOT_FOUND');
    await invite(member.email);
    // An accepted invitation cannot be withdrawn: that member is disabled instead.
    const deskId = (await memberByEmail(DESK.email))?.id ?? '';
    const active = await call('DELETE', `/api/console/staff/${deskId}/invitation`, { cookie: owner });
    expect({ status: active.status, code: active.body.code }).toEqual({
      status: 409,
      code: 'STAFF_NOT_INVITED',
    });
  });

  it('sends an invitation again with a new link; the old one dies', async () => {
    const member = await invite('otto.resend@example.com');
    const first = await latestLinkToken(testApp.db, member.email);
    const resent = await call('POST', `/api/console/staff/${member.id}/invitation`, { cookie: owner });
    expect(resent.status).toBe(200);
    expect(await mailsTo(testApp.db, member.email)).toHaveLength(2);
    const second = await latestLinkToken(testApp.db, member.email);
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/console/invitations/preview', { body: { token: first } })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/console/invitations/preview', { body: { token: second } })).status).toBe(
      200,
    );
    const deskId = (await memberByEmail(DESK.email))?.id ?? '';
    const active = await call('POST', `/api/console/staff/${deskId}/invitation`, { cookie: owner });
    expect(active.body.code).toBe('STAFF_NOT_INVITED');
  });

  it('records who changed whom, and when, for the hotel only', async () => {
    const changes = (await call('GET', '/api/console/staff/changes', { cookie: owner })).body.changes;
    expect(changes[0]).toMatchObject({
      action: 'resend-invitation',
      actorName: 'Helena Prado',
      actorStaffId: ownerId,
      targetEmail: 'otto.resend@example.com',
    });
    const actions = changes.map((change: { action: string; targetEmail: string }) => [
      change.action,
      change.targetEmail,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['withdraw-invitation', 'nina.invited@example.com'],
        ['disable', 'lia.desk@example.com'],
        ['enable', 'lia.desk@example.com'],
        ['invite', 'lia.desk@example.com'],
      ]),
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'change-role',
          targetEmail: 'rui.role@example.com',
          from: 'desk',
          to: 'owner',
        }),
      ]),
    );
    const times = changes.map((change: { createdAt: string }) => change.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await call('GET', '/api/console/staff/changes', { cookie: marOwner, host: HOSTS.marazul })).body,
    ).toEqual({
      changes: [],
    });
  });
});
