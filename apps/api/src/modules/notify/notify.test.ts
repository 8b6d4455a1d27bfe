import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, guests } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { getJson, HOSTS } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import {
  ANA,
  BEATRIZ,
  BRUNO,
  NOW,
  RAFAEL,
  callApi,
  claims,
  guest,
  sol,
} from '../guests/guest-test-helpers.ts';

type TMailboxMessage = { channel: string; recipient: string; subject: string | null; text: string };

describe('POST /api/notify/:reservationId', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: fixedClock(NOW.toISOString()),
      devMailbox: { isEnabled: true, isSmtpOn: false },
    });
  });
  afterAll(() => testApp.close());

  const notify = (reservationId: string, body: unknown, session: typeof ANA | null = ANA, host?: string) =>
    callApi(testApp, 'POST', `/api/notify/${reservationId}`, session, { body, host });
  const client = (key: string, channel: 'email' | 'sms', extra: Record<string, unknown> = {}) => ({
    id: guest(key),
    name: key,
    channel,
    ...extra,
  });
  const rowOf = async (id: string) => {
    const [row] = await testApp.db.select().from(guests).where(eq(guests.id, id));
    return row;
  };
  const deliver = () => localOutboxWorker(testApp.db, fixedClock(NOW.toISOString())).drainOnce();
  const mailboxOf = async (to: string): Promise<TMailboxMessage[]> =>
    (await getJson(testApp.app, `/dev/mailbox.json?to=${encodeURIComponent(to)}`)).body.messages;

  it('e-mails a companion in Portuguese with their direct-entry link, and marks them notified', async () => {
    const { status, body } = await notify(sol('1001'), {
      clients: [client('1001:bruno', 'email', { email: 'bruno.souza@example.com', mobile: null })],
      type: 'preCheckin',
    });
    expect(status).toBe(202);
    expect(body).toEqual({
      notified: [{ id: guest('1001:bruno'), channel: 'email', notifiedAt: NOW.toISOString() }],
    });
    const row = await rowOf(guest('1001:bruno'));
    expect(row?.notifiedAt).toEqual(NOW);
    expect(row?.notifiedChannel).toBe('email');

    await deliver();
    const [message] = await mailboxOf('bruno.souza@example.com');
    expect(message?.channel).toBe('email');
    expect(message?.subject).toBe('Faça seu pré-check-in — Sol Nascente');
    expect(message?.text).toContain('Olá, Bruno.');
    expect(message?.text).toContain('Ana Souza pediu');
    expect(message?.text).toContain(`http://${HOSTS.solnascente}/${sol('1001')}/${guest('1001:bruno')}`);

    // The main guest sees the notification on the list.
    const list = await callApi(testApp, 'GET', `/api/clients/${guest('1001:ana')}`, ANA);
    const bruno = list.body.companions.find((item: { id: string }) => item.id === guest('1001:bruno'));
    expect(bruno).toMatchObject({ notifiedAt: NOW.toISOString(), notifiedChannel: 'email' });
  });

  it('writes to a companion in their own language, by SMS to the saved number', async () => {
    const john = claims('1040:john', true);
    const emily = demoGuestId('solnascente', '1040:emily');
    const english = await notify(
      demoReservationId('solnascente', '1040'),
      { clients: [{ id: emily, name: 'Emily', channel: 'email' }], type: 'preCheckin' },
      john,
    );
    expect(english.status).toBe(202);
    const sms = await notify(sol('1001'), {
      // The body's number is ignored: the message goes to the number saved for the guest.
      clients: [client('1001:bruno', 'sms', { mobile: '+5511999999999' })],
      type: 'preCheckin',
    });
    expect(sms.status).toBe(202);
    await deliver();
    const [emailToEmily] = await mailboxOf('emily.miller@example.com');
    expect(emailToEmily?.subject).toBe('Complete your pre-check-in — Sol Nascente');
    expect(emailToEmily?.text).toContain('Hello, Emily.');
    const [text] = await mailboxOf('+5548991237654');
    expect(text?.channel).toBe('sms');
    expect(text?.text).toContain(`/${sol('1001')}/${guest('1001:bruno')}`);
    expect(await mailboxOf('+5511999999999')).toEqual([]);
    expect((await rowOf(guest('1001:bruno')))?.notifiedChannel).toBe('sms');
  });

  it.each([
    ['the main guest himself', () => client('1001:ana', 'email')],
    ['a guest of another reservation', () => client('1020:juliana', 'email')],
    ["another hotel's guest", () => ({ id: demoGuestId('marazul', '2001:tiago'), channel: 'email' })],
    ['an unknown guest', () => ({ id: '00000000-0000-4000-8000-000000000000', channel: 'email' })],
  ])('refuses %s with 404 GUEST_NOT_FOUND, sending nothing', async (_label, target) => {
    const { status, body } = await notify(sol('1001'), {
      clients: [client('1001:bruno', 'email'), target()],
      type: 'preCheckin',
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'GUEST_NOT_FOUND', message: expect.any(String) });
  });

  it('refuses a completed companion with 404', async () => {
    const { status, body } = await notify(
      sol('1020'),
      { clients: [client('1020:juliana', 'email')], type: 'preCheckin' },
      RAFAEL,
    );
    expect(status).toBe(404);
    expect(body.code).toBe('GUEST_NOT_FOUND');
  });

  it("refuses a companion's token, and another reservation's id, with 404 RESERVATION_NOT_FOUND", async () => {
    const asBruno = await notify(
      sol('1001'),
      { clients: [client('1001:carla', 'email')], type: 'preCheckin' },
      BRUNO,
    );
    expect(asBruno.status).toBe(404);
    expect(asBruno.body.code).toBe('RESERVATION_NOT_FOUND');
    // A token that claims to be the main guest is checked against the database.
    const forged = await notify(
      sol('1001'),
      { clients: [client('1001:carla', 'email')], type: 'preCheckin' },
      { ...BRUNO, masterGuest: true },
    );
    expect(forged.status).toBe(404);
    const other = await notify(sol('1020'), { clients: [client('1020:laura', 'email')], type: 'preCheckin' });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('RESERVATION_NOT_FOUND');
  });

  it('refuses without a token, or with a token of another hotel, with 401', async () => {
    const body = { clients: [client('1001:bruno', 'email')], type: 'preCheckin' };
    expect((await notify(sol('1001'), body, null)).status).toBe(401);
    expect((await notify(sol('1001'), body, BEATRIZ)).status).toBe(401);
    const onMarazul = await notify(demoReservationId('marazul', '2001'), body, BEATRIZ, HOSTS.marazul);
    expect(onMarazul.status).toBe(404);
  });

  it('answers 400 on a channel the companion has no contact for', async () => {
    const { status, body } = await notify(sol('1001'), {
      clients: [client('1001:bruno', 'email'), client('1001:carla', 'sms')],
      type: 'preCheckin',
    });
    expect(status).toBe(400);
    expect(body.details.fields).toEqual([
      { field: 'body.clients.1.channel', message: 'The guest has no contact saved for this channel' },
    ]);
  });

  it.each([
    [{ type: 'preCheckin' }, 'body.clients'],
    [{ clients: [], type: 'preCheckin' }, 'body.clients'],
    [{ clients: [{ id: 'abc', channel: 'email' }], type: 'preCheckin' }, 'body.clients.0.id'],
    [
      { clients: [{ id: '00000000-0000-4000-8000-000000000000', channel: 'fax' }], type: 'preCheckin' },
      'body.clients.0.channel',
    ],
    [
      { clients: [{ id: '00000000-0000-4000-8000-000000000000', channel: 'email' }], type: 'checkout' },
      'body.type',
    ],
    [
      {
        clients: [
          { id: '00000000-0000-4000-8000-000000000000', channel: 'email' },
          { id: '00000000-0000-4000-8000-000000000000', channel: 'sms' },
        ],
        type: 'preCheckin',
      },
      'body.clients',
    ],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { status, body: answer } = await notify(sol('1001'), body);
    expect(status).toBe(400);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
  });

  it('answers 400 on a reservation id that is not a UUID, and never 500 on odd bodies', async () => {
    const bad = await notify('not-a-uuid', { clients: [client('1001:bruno', 'email')], type: 'preCheckin' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((issue: { field: string }) => issue.field)).toContain(
      'params.reservationId',
    );
    for (const odd of [null, [], 'text', 42, { clients: 'x' }, { clients: [null] }, { clients: [{}] }]) {
      const { status } = await notify(sol('1001'), odd);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  // Last: it turns notifications off for the hotel.
  it('answers 404 when the hotel has notifications off', async () => {
    const [company] = await testApp.db
      .select()
      .from(companies)
      .where(eq(companies.id, demoCompanyId('solnascente')));
    await testApp.db
      .update(companies)
      .set({ rules: { ...(company?.rules as object), notifyCompanionsEnabled: false } })
      .where(eq(companies.id, demoCompanyId('solnascente')));
    const { status, body } = await notify(sol('1001'), {
      clients: [client('1001:bruno', 'email')],
      type: 'preCheckin',
    });
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/direct-entry/:reservationId/:guestId', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  it('answers the reservation as a search finds it for that guest', async () => {
    const { status, body } = await getJson(
      testApp.app,
      `/api/direct-entry/${sol('1001')}/${guest('1001:bruno')}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: sol('1001'),
      reservationNumber: '1001',
      guestId: guest('1001:bruno'),
      guestFirstName: 'Bruno',
    });
  });

  it.each([
    ['a guest of another reservation', () => `${sol('1001')}/${guest('1020:juliana')}`],
    ['a cancelled reservation', () => `${sol('1006')}/${guest('1006:henrique')}`],
    ['an expired reservation', () => `${sol('1008')}/${guest('1008:julio')}`],
    [
      "another hotel's reservation",
      () => `${demoReservationId('marazul', '2001')}/${demoGuestId('marazul', '2001:tiago')}`,
    ],
  ])('answers 404 for %s', async (_label, path) => {
    const { status, body } = await getJson(testApp.app, `/api/direct-entry/${path()}`);
    expect(status).toBe(404);
    expect(body.code).toBe('RESERVATION_NOT_FOUND');
  });

  it('answers 400 for ids that are not UUIDs', async () => {
    const { status } = await getJson(testApp.app, `/api/direct-entry/abc/${guest('1001:bruno')}`);
    expect(status).toBe(400);
  });
});
