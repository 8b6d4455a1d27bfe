import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  askPin,
  latestLocalMessage,
  openPinLink,
  pinFromText,
  verifyPin,
  wrongCode,
} from '../../test/verification-client.ts';

const ana = demoGuestId('solnascente', '1001:ana');
const bruno = demoGuestId('solnascente', '1001:bruno');
const reservation1001 = demoReservationId('solnascente', '1001');
const rafael = demoGuestId('solnascente', '1020:rafael');
const reservation1020 = demoReservationId('solnascente', '1020');
const beatriz = demoGuestId('marazul', '2001:beatriz');
const reservation2001 = demoReservationId('marazul', '2001');

describe('the PIN link and what a guest token opens', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  let worker: ReturnType<typeof localOutboxWorker>;

  async function linkFor(guestId: string, recipient: string, host: string = HOSTS.solnascente) {
    expect((await askPin(testApp.app, guestId, 'email', { host })).status).toBe(202);
    await worker.drainOnce();
    return pinFromText((await latestLocalMessage(testApp.db, recipient)).text);
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    worker = localOutboxWorker(testApp.db, clock);
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  });

  it('opens a session once, then answers PIN_LINK_USED (not expired); the code dies with it', async () => {
    const { code, linkToken } = await linkFor(ana, 'ana.souza@example.com');
    const first = await openPinLink(testApp.app, { hash: linkToken, guestId: ana, contactId: 'email' });
    expect(first.status).toBe(200);
    expect(ZGuestSession.parse(first.body)).toMatchObject({ clientId: ana, reservationId: reservation1001 });
    const second = await openPinLink(testApp.app, { hash: linkToken });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('PIN_LINK_USED');
    expect((await verifyPin(testApp.app, ana, 'email', code)).body.code).toBe('PIN_EXPIRED');
  });

  it('answers PIN_LINK_USED for the link of a PIN whose code already signed the guest in', async () => {
    const { code, linkToken } = await linkFor(ana, 'ana.souza@example.com');
    expect((await verifyPin(testApp.app, ana, 'email', code)).status).toBe(200);
    const answer = await openPinLink(testApp.app, { hash: linkToken, guestId: ana, contactId: 'email' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PIN_LINK_USED');
  });

  it('writes the message in the language the guest is using, else the one on record', async () => {
    expect((await askPin(testApp.app, bruno, 'email', { lang: 'es-ES' })).status).toBe(202);
    await worker.drainOnce();
    expect((await latestLocalMessage(testApp.db, 'bruno.souza@example.com')).text).toContain('código');
    expect((await latestLocalMessage(testApp.db, 'bruno.souza@example.com')).subject).toMatch(/Su código/);
  });

  it('refuses a link with the wrong guest or contact, from another hotel, or unknown, without spending it', async () => {
    const { linkToken } = await linkFor(ana, 'ana.souza@example.com');
    for (const [body, host] of [
      [{ hash: linkToken, guestId: bruno }, HOSTS.solnascente],
      [{ hash: linkToken, contactId: 'mobile' }, HOSTS.solnascente],
      [{ hash: linkToken }, HOSTS.marazul],
      [{ hash: 'A'.repeat(43) }, HOSTS.solnascente],
    ] as const) {
      const answer = await openPinLink(testApp.app, body, host);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('PIN_LINK_INVALID');
    }
    expect((await openPinLink(testApp.app, { hash: linkToken })).status).toBe(200);
  });

  it('refuses an expired link and the link of a PIN killed by wrong codes', async () => {
    const expired = await linkFor(ana, 'ana.souza@example.com');
    now = new Date(now.getTime() + 10 * 60 * 1000);
    expect((await openPinLink(testApp.app, { hash: expired.linkToken })).body.code).toBe('PIN_LINK_INVALID');

    now = new Date(now.getTime() + 91 * 1000);
    const locked = await linkFor(ana, 'ana.souza@example.com');
    for (let i = 0; i < 5; i += 1) await verifyPin(testApp.app, ana, 'email', wrongCode(locked.code));
    expect((await openPinLink(testApp.app, { hash: locked.linkToken })).body.code).toBe('PIN_LINK_INVALID');
  });

  it("a guest's token opens no other guest, reservation or hotel", async () => {
    const { linkToken } = await linkFor(ana, 'ana.souza@example.com');
    const { token } = ZGuestSession.parse((await openPinLink(testApp.app, { hash: linkToken })).body);
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await getJson(testApp.app, `/api/appointments/${reservation1001}`, { headers: auth })).status,
    ).toBe(200);
    for (const url of [
      `/api/appointments/${reservation1020}`,
      `/api/appointments/by-guest/${rafael}`,
      `/api/appointments/${reservation2001}`,
      `/api/appointments/by-guest/${beatriz}`,
    ]) {
      expect((await getJson(testApp.app, url, { headers: auth })).status, url).toBe(404);
    }
    const otherHotel = await getJson(testApp.app, `/api/appointments/${reservation2001}`, {
      host: HOSTS.marazul,
      headers: auth,
    });
    expect(otherHotel.status).toBe(401);
    expect(otherHotel.body.code).toBe('TOKEN_INVALID');
  });

  it('links and logos use the Host the guest asked from', async () => {
    await askPin(testApp.app, beatriz, 'email', { host: HOSTS.marazul });
    await worker.drainOnce();
    const message = await latestLocalMessage(testApp.db, 'beatriz.almeida@example.com');
    expect(message.text).toContain('http://marazul.localhost:3000/welcome/validate/pin/');
    expect(message.html).toContain('http://marazul.localhost:3000/api/email-logo.png?v=');
    expect(message.subject).toContain('Mar Azul');
  });
});
