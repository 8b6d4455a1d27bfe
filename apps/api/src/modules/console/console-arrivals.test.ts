import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import {
  guestDocuments,
  guests,
  outboxMessages,
  paymentCharges,
  paymentOrders,
  reservations,
} from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, BEATRIZ, claims, NOW, TODAY } from '../guests/guest-test-helpers.ts';
import { createSignatureRepository } from '../guests/signature-repository.ts';
import { signedPng } from '../guests/signature-test-images.ts';
import { consoleCall, signIn } from './console-test-client.ts';

const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const MAR_DESK = { email: 'desk@marazul.example', password: 'Mar Azul desk 2026' };

const sol = (number: string) => demoReservationId('solnascente', number);
const solGuest = (key: string) => demoGuestId('solnascente', key);
const ROSA = solGuest('1140:rosa-amaral');
const JONAS = solGuest('1140:jonas-amaral');
const VERA = solGuest('1141:vera-lins');
const MAR_GUEST = demoGuestId('marazul', '2001:beatriz');

type TListGuest = { id: string; name: string; state: string; isMainGuest: boolean };
type TListReservation = { reservationNumber: string; guarantee: string; guests: TListGuest[] };

describe("the console's arrivals (issue 17)", () => {
  let testApp: TestApp;
  let deskCookie: string;
  let elapsedMs = 0;
  const clock = () => new Date(NOW.getTime() + elapsedMs);
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);
  const desk = (method: 'GET' | 'POST', url: string, body?: object) =>
    call(method, url, { cookie: deskCookie, ...(body ? { body } : {}) });
  const numbersOf = (body: { reservations: TListReservation[] }) =>
    body.reservations.map((reservation) => reservation.reservationNumber);
  const reservationOf = (body: { reservations: TListReservation[] }, number: string) =>
    body.reservations.find((reservation) => reservation.reservationNumber === number);
  const stateOf = (body: { reservations: TListReservation[] }, guestId: string) =>
    body.reservations.flatMap((reservation) => reservation.guests).find((guest) => guest.id === guestId)
      ?.state;

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    deskCookie = (await signIn(testApp.app, DESK.email, DESK.password)).cookie;
  });
  afterAll(() => testApp.close());

  it("lists today's and the next 7 days' check-ins by default, cancelled ones left out", async () => {
    const answer = await desk('GET', '/api/console/arrivals');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ today: TODAY, from: TODAY, to: '2026-03-17', isTruncated: false });
    const numbers = numbersOf(answer.body);
    expect(numbers.slice(0, 2)).toEqual(['1140', '1141']);
    expect(numbers).toContain('1002');
    expect(numbers).toContain('1020');
    expect(numbers).not.toContain('1006'); // cancelled
    expect(numbers).not.toContain('1011'); // today + 21
    expect(numbers).not.toContain('2001'); // another hotel's
    expect(reservationOf(answer.body, '1140')).toMatchObject({
      checkinDate: TODAY,
      checkoutDate: '2026-03-12',
      roomName: 'Suíte Jardim',
      guarantee: 'none',
      guests: [
        { id: ROSA, name: 'Rosa', lastName: 'Amaral', isMainGuest: true, state: 'not_started' },
        { id: JONAS, name: 'Jonas', isMainGuest: false, state: 'not_started' },
      ],
    });
    expect(stateOf(answer.body, VERA)).toBe('completed');
    // Only today: one day, or no day after it; a month.
    const today = await desk('GET', `/api/console/arrivals?from=${TODAY}`);
    expect(numbersOf(today.body)).toEqual(['1140', '1141']);
    expect((await desk('GET', '/api/console/arrivals?days=0')).body).toMatchObject({
      from: TODAY,
      to: TODAY,
    });
    const month = await desk('GET', '/api/console/arrivals?days=30');
    expect(month.body.to).toBe('2026-04-09');
    expect(numbersOf(month.body)).toContain('1011');
    expect((await desk('GET', '/api/console/arrivals?days=31')).status).toBe(400);
  });

  it('gives each guest the state the portal and the integration API read, and the guarantee', async () => {
    await testApp.db.update(guests).set({ formStartedAt: NOW }).where(eq(guests.id, JONAS));
    let list = await desk('GET', `/api/console/arrivals?from=${TODAY}`);
    expect(stateOf(list.body, JONAS)).toBe('in_progress');
    await testApp.db
      .update(reservations)
      .set({ guestListFinishedAt: NOW })
      .where(eq(reservations.id, sol('1141')));
    list = await desk('GET', `/api/console/arrivals?from=${TODAY}`);
    expect(stateOf(list.body, VERA)).toBe('list_finished');

    // 1108 (today + 4) has an order: pending until its charges are authorized.
    const range = `from=2026-03-14&to=2026-03-14`;
    list = await desk('GET', `/api/console/arrivals?${range}`);
    expect(reservationOf(list.body, '1108')?.guarantee).toBe('pending');
    const [order] = await testApp.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reservationId, sol('1108')));
    await testApp.db
      .update(paymentCharges)
      .set({ status: 'authorized' })
      .where(eq(paymentCharges.orderId, order?.id ?? ''));
    list = await desk('GET', `/api/console/arrivals?${range}`);
    expect(reservationOf(list.body, '1108')?.guarantee).toBe('registered');
  });

  it('searches by guest name (accents and case aside) or reservation number', async () => {
    const search = async (q: string, range = '') =>
      numbersOf((await desk('GET', `/api/console/arrivals?q=${encodeURIComponent(q)}${range}`)).body);
    expect(await search('amaral')).toEqual(['1140']);
    expect(await search('ROSA AMA')).toEqual(['1140']);
    expect(await search('gomez', '&from=2026-03-16&to=2026-03-16')).toEqual(['1130']);
    expect(await search('114')).toEqual(['1140', '1141']);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody here')).toEqual([]);
  });

  it('refuses a bad range with a field error, and changes nothing', async () => {
    for (const query of [
      'from=2026-03-12&to=2026-03-10',
      'from=2026-03-01&to=2026-04-15',
      'from=10/03/2026',
    ]) {
      const answer = await desk('GET', `/api/console/arrivals?${query}`);
      expect({ query, status: answer.status, code: answer.body.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    // A NUL byte cannot reach PostgreSQL: the schema stops control characters (issue 12).
    for (const q of ['%00', 'a%00b', '%01', 'x'.repeat(81)]) {
      const answer = await desk('GET', `/api/console/arrivals?q=${q}`);
      expect({ q, status: answer.status }).toEqual({ q, status: 400 });
      expect((await desk('GET', `/api/console/arrivals.csv?q=${q}`)).status).toBe(400);
    }
    const tooLong = await desk('GET', '/api/console/arrivals?from=2026-03-01&to=2026-04-15');
    expect(tooLong.body.details.fields).toContainEqual({
      field: 'query.to',
      message: 'arrivals.rangeTooLong',
    });
  });

  it("opens one guest's form read-only, with signed photo URLs, the signature and the PDF when finished", async () => {
    const key = `solnascente/${ROSA}/documents/front.jpg`;
    await testApp.db
      .update(guestDocuments)
      .set({ frontImageKey: key })
      .where(and(eq(guestDocuments.guestId, ROSA), eq(guestDocuments.isMain, true)));
    let detail = await desk('GET', `/api/console/arrivals/guests/${ROSA}`);
    expect(detail.status).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.body).toMatchObject({
      reservation: { reservationNumber: '1140', checkinDate: TODAY },
      guest: { id: ROSA, name: 'Rosa', lastName: 'Amaral', isMainGuest: true, state: 'in_progress' },
      hasSignature: false,
      hasPdf: false,
      contacts: [
        { channel: 'email', masked: 'ro***@ex***.com' },
        { channel: 'sms', masked: expect.any(String) },
      ],
    });
    // Every field as the FNRH document writes it, in the hotel's language unless the console asks.
    const rowsOf = (body: { form: { sections: { rows: { label: string; value: string }[] }[] } }) =>
      body.form.sections.flatMap((section) => section.rows);
    expect(rowsOf(detail.body)).toContainEqual({ label: 'E-mail', value: 'rosa.amaral@example.com' });
    expect(rowsOf(detail.body)).toContainEqual({ label: 'Data de nascimento', value: '21/05/1984' });
    expect(detail.body.form.photos).toEqual([
      { caption: 'Frente do documento (CPF)', url: expect.stringMatching(/expires=\d+&signature=/) },
    ]);
    const english = await desk('GET', `/api/console/arrivals/guests/${ROSA}?lang=en-US`);
    expect(rowsOf(english.body)).toContainEqual({ label: 'Date of birth', value: '21/05/1984' });
    expect((await desk('GET', `/api/console/arrivals/guests/${ROSA}?lang=xx`)).status).toBe(400);

    expect((await desk('GET', `/api/console/arrivals/guests/${ROSA}/signature`)).status).toBe(404);
    const pdfBefore = await desk('GET', `/api/console/arrivals/guests/${ROSA}/fnrh.pdf`);
    expect(pdfBefore.status).toBe(409);
    expect(pdfBefore.body.code).toBe('GUEST_DATA_MISSING');

    const png = signedPng();
    await createSignatureRepository(testApp.db).replaceSignature({
      companyId: demoCompanyId('solnascente'),
      guestId: ROSA,
      png,
      now: NOW,
    });
    await testApp.db.update(guests).set({ fnrhId: 'FNRH-TEST-ROSA' }).where(eq(guests.id, ROSA));
    detail = await desk('GET', `/api/console/arrivals/guests/${ROSA}`);
    expect(detail.body).toMatchObject({
      guest: { state: 'completed', fnrhId: 'FNRH-TEST-ROSA' },
      hasSignature: true,
      hasPdf: true,
    });
    const signature = await testApp.app.inject({
      method: 'GET',
      url: `/api/console/arrivals/guests/${ROSA}/signature`,
      headers: { host: HOSTS.solnascente, cookie: deskCookie },
    });
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(signature.rawPayload, Buffer.from(png))).toBe(0);
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/api/console/arrivals/guests/${ROSA}/fnrh.pdf`,
      headers: { host: HOSTS.solnascente, cookie: deskCookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another hotel's guest and for a session of another hotel; 401 to a guest's token", async () => {
    const urls = (id: string) => [
      `/api/console/arrivals/guests/${id}`,
      `/api/console/arrivals/guests/${id}/signature`,
      `/api/console/arrivals/guests/${id}/fnrh.pdf`,
    ];
    for (const url of [...urls(MAR_GUEST), ...urls('7d9f3c1e-0000-4000-8000-000000000000')]) {
      const answer = await desk('GET', url);
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({
        url,
        status: 404,
        code: 'GUEST_NOT_FOUND',
      });
    }
    const resend = await desk('POST', `/api/console/arrivals/guests/${MAR_GUEST}/resend-link`, {
      channel: 'email',
    });
    expect(resend.status).toBe(404);

    // Mar Azul's desk on its own host sees none of Sol Nascente's guests; on Sol Nascente's host, nothing.
    const marazul = await signIn(testApp.app, MAR_DESK.email, MAR_DESK.password, HOSTS.marazul);
    const own = await call('GET', `/api/console/arrivals/guests/${ROSA}`, {
      host: HOSTS.marazul,
      cookie: marazul.cookie,
    });
    expect(own.status).toBe(404);
    const list = await call('GET', '/api/console/arrivals', { host: HOSTS.marazul, cookie: marazul.cookie });
    expect(numbersOf(list.body).every((number: string) => number.startsWith('2'))).toBe(true);
    const all = [
      '/api/console/arrivals',
      '/api/console/arrivals.csv',
      ...urls(ROSA),
      `/api/console/arrivals/guests/${ROSA}/resend-link`,
    ];
    for (const url of all) {
      const method = url.endsWith('resend-link') ? 'POST' : 'GET';
      const body = method === 'POST' ? { channel: 'email' } : undefined;
      const answer = await call(method, url, { cookie: marazul.cookie, ...(body ? { body } : {}) });
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
      // A guest's bearer token opens none of them (Sol Nascente's own guest, on its own host).
      const asGuest = await call(method, url, {
        headers: { authorization: await bearer(claims('1140:rosa-amaral', true)) },
        ...(body ? { body } : {}),
      });
      expect({ url, status: asGuest.status }).toEqual({ url, status: 401 });
      const otherGuest = await call(method, url, {
        host: HOSTS.marazul,
        headers: { authorization: await bearer(BEATRIZ) },
        ...(body ? { body } : {}),
      });
      expect({ url, status: otherGuest.status }).toEqual({ url, status: 401 });
    }
  });

  it('exports the list as CSV, one guest a line, escaped, formulas defused, in the asked language', async () => {
    await testApp.db
      .update(guests)
      .set({ name: 'Jonas "JJ", Jr.', lastName: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(guests.id, JONAS));
    const answer = await desk('GET', `/api/console/arrivals.csv?from=${TODAY}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="arrivals-${TODAY}.csv"`);
    const text = String(answer.body);
    expect(text.startsWith('\uFEFFReserva,Check-in,Check-out,Quarto,Nome,Sobrenome')).toBe(true);
    expect(text).toContain('\r\n');
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[0]).toEqual([
      'Reserva',
      'Check-in',
      'Check-out',
      'Quarto',
      'Nome',
      'Sobrenome',
      'Hóspede principal',
      'Menor',
      'Situação',
      'Garantia',
    ]);
    expect(rows).toContainEqual([
      '1140',
      '10/03/2026',
      '12/03/2026',
      'Suíte Jardim',
      'Rosa',
      'Amaral',
      'sim',
      'não',
      'Concluído',
      'Sem garantia',
    ]);
    const jonas = rows.find((row) => row[4]?.startsWith('Jonas'));
    expect(jonas?.slice(4, 6)).toEqual(['Jonas "JJ", Jr.', `'=HYPERLINK("http://evil.example","x")`]);
    expect(rows).toHaveLength(4); // header, Rosa, Jonas, Vera

    const english = await desk('GET', `/api/console/arrivals.csv?from=${TODAY}&q=vera&lang=en-US`);
    const englishRows: string[][] = parse(String(english.body), { bom: true });
    expect(englishRows).toEqual([
      [
        'Reservation',
        'Check-in',
        'Check-out',
        'Room',
        'First name',
        'Last name',
        'Main guest',
        'Minor',
        'State',
        'Guarantee',
      ],
      [
        '1141',
        '10/03/2026',
        '13/03/2026',
        'Chalé 2',
        'Vera',
        'Lins',
        'yes',
        'no',
        'List finished',
        'No guarantee',
      ],
    ]);
    expect((await desk('GET', '/api/console/arrivals.csv?lang=fr-FR')).status).toBe(400);
  });

  it("resends the guest's link through the outbox, once a minute a guest, only with an Origin", async () => {
    const before = await testApp.db.select().from(outboxMessages);
    const noOrigin = await testApp.app.inject({
      method: 'POST',
      url: `/api/console/arrivals/guests/${JONAS}/resend-link`,
      headers: { host: HOSTS.solnascente, cookie: deskCookie },
      payload: { channel: 'email' },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().code).toBe('CSRF_REJECTED');

    const sent = await desk('POST', `/api/console/arrivals/guests/${JONAS}/resend-link`, {
      channel: 'email',
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ channel: 'email', sentAt: clock().toISOString() });
    expect(sent.body.to).not.toContain('jonas.amaral');
    const after = await testApp.db.select().from(outboxMessages);
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toHaveLength(1);
    const payload = added[0]?.payload as { to: string; subject: string; text: string };
    expect(added[0]?.kind).toBe('email');
    expect(payload.to).toBe('jonas.amaral@example.com');
    expect(payload.subject).toBe('Faça seu pré-check-in — Sol Nascente');
    expect(payload.text).toContain('Sol Nascente pede que você preencha sua ficha de hóspede');
    expect(payload.text).toContain(`http://localhost:3000/${sol('1140')}/${JONAS}`);

    const again = await desk('POST', `/api/console/arrivals/guests/${JONAS}/resend-link`, { channel: 'sms' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'STAFF_RESEND_TOO_SOON', details: { retryAfterSeconds: 60 } });
    expect(await testApp.db.select().from(outboxMessages)).toHaveLength(after.length);

    elapsedMs += 61_000;
    const owner = await signIn(testApp.app, OWNER.email, OWNER.password);
    const sms = await call('POST', `/api/console/arrivals/guests/${JONAS}/resend-link`, {
      cookie: owner.cookie,
      body: { channel: 'sms' },
    });
    expect(sms.status).toBe(202);
    const [latest] = (await testApp.db.select().from(outboxMessages)).filter(
      (row) => row.kind === 'sms' && (row.payload as { to: string }).to === '+5548991141141',
    );
    expect((latest?.payload as { text: string }).text).toContain('Sol Nascente: faça seu pré-check-in');
  });

  it('refuses a channel the guest has no contact for, and a reservation closed to pre-check-in', async () => {
    await testApp.db.update(guests).set({ mobileNumber: null }).where(eq(guests.id, VERA));
    const noMobile = await desk('POST', `/api/console/arrivals/guests/${VERA}/resend-link`, {
      channel: 'sms',
    });
    expect(noMobile.status).toBe(400);
    expect(noMobile.body.details.fields).toEqual([{ field: 'body.channel', message: 'arrivals.noContact' }]);
    const badChannel = await desk('POST', `/api/console/arrivals/guests/${VERA}/resend-link`, {
      channel: 'fax',
    });
    expect(badChannel.status).toBe(400);
    // 1006 is cancelled: the link would open on the blocked message.
    const cancelled = solGuest('1006:henrique');
    const closed = await desk('POST', `/api/console/arrivals/guests/${cancelled}/resend-link`, {
      channel: 'email',
    });
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('RESERVATION_CANCELLED');
  });
});
