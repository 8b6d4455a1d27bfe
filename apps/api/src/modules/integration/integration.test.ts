import { readPdf } from '../fnrh-document/pdf-test-reader.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFnrhFeedPage, ZFnrhRecord } from '@hospedar/contracts/integration/fnrh-feed';
import { ZIntegrationReservationStatus } from '@hospedar/contracts/integration/reservation-status';
import { ZUpsertReservationResponse } from '@hospedar/contracts/integration/upsert-reservation';
import type { GuestClaims } from '../../auth/guest-token.ts';
import {
  guestDocuments,
  guests,
  paymentCharges,
  paymentOrders,
  reservations,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { callApi, NOW } from '../guests/guest-test-helpers.ts';
import {
  BASE,
  integrationCall,
  issueKey,
  MAR,
  pmsGuest,
  pmsReservation,
  SOL,
} from './integration-test-helpers.ts';

describe('integration API: reservations, their guests and their forms', () => {
  let testApp: TestApp;
  let solKey: string;
  let marKey: string;
  const clock = () => NOW;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    solKey = await issueKey(testApp, SOL, 'pms', clock);
    marKey = await issueKey(testApp, MAR, 'pms', clock);
  });
  afterAll(() => testApp.close());

  const put = (number: string, body: unknown, key = solKey) =>
    integrationCall(testApp, 'PUT', `${BASE}/reservations/${number}`, key, body);
  const status = (number: string, key = solKey) =>
    integrationCall(testApp, 'GET', `${BASE}/reservations/${number}`, key);

  /** Every row the upsert may write, for one reservation: compared whole, updated_at included. */
  async function rowsOf(companyId: string, number: string) {
    const [reservation] = await testApp.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.companyId, companyId), eq(reservations.reservationNumber, number)));
    if (!reservation) return null;
    const guestRows = await testApp.db
      .select()
      .from(guests)
      .where(eq(guests.reservationId, reservation.id))
      .orderBy(asc(guests.id));
    const ids = guestRows.map((row) => row.id);
    const documents = ids.length
      ? await testApp.db
          .select()
          .from(guestDocuments)
          .where(inArray(guestDocuments.guestId, ids))
          .orderBy(asc(guestDocuments.id))
      : [];
    const orders = await testApp.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reservationId, reservation.id));
    const charges = orders.length
      ? await testApp.db
          .select()
          .from(paymentCharges)
          .where(eq(paymentCharges.orderId, orders[0]?.id ?? ''))
          .orderBy(asc(paymentCharges.id))
      : [];
    return { reservation, guests: guestRows, documents, orders, charges };
  }

  const guestIdOf = async (number: string, externalId: string) => {
    const rows = await rowsOf(SOL, number);
    const row = rows?.guests.find((guest) => guest.externalId === externalId);
    if (!row) throw new Error(`no guest ${externalId} in ${number}`);
    return row;
  };

  const claimsOf = (row: { id: string; reservationId: string; masterGuest: boolean }): GuestClaims => ({
    guestId: row.id,
    reservationId: row.reservationId,
    companyId: SOL,
    masterGuest: row.masterGuest,
    isChild: false,
  });

  /** The guest finishes the form in the portal, as the last step does. */
  async function finalize(number: string, externalId: string) {
    const row = await guestIdOf(number, externalId);
    const claims = claimsOf(row);
    const { status: code, body } = await callApi(testApp, 'POST', '/api/clients/finalize-register', claims, {
      body: { companyId: SOL, reservationId: row.reservationId, clientId: row.id },
    });
    expect(code, JSON.stringify(body)).toBe(200);
    return row.id;
  }

  describe('PUT /reservations/:reservationNumber', () => {
    it('creates the reservation with its guests and order: 201', async () => {
      const { status: code, body } = await put('PMS-100', pmsReservation());
      expect(code, JSON.stringify(body)).toBe(201);
      const answer = ZUpsertReservationResponse.parse(body);
      expect(answer).toMatchObject({ changed: true, created: true, order: 'created' });
      expect(answer.guests.map((guest) => [guest.externalId, guest.result])).toEqual([
        ['G1', 'created'],
        ['G2', 'created'],
      ]);
      const rows = await rowsOf(SOL, 'PMS-100');
      expect(rows?.reservation).toMatchObject({
        checkinDate: '2026-03-13',
        resStatus: 1,
        adultsNumber: 2,
        childrenNumber: 0,
        roomName: '204',
      });
      expect(rows?.guests.find((guest) => guest.masterGuest)?.name).toBe('Marina');
      expect(rows?.documents).toHaveLength(2);
      expect(rows?.charges.map((charge) => [charge.amountCents, charge.status])).toEqual([
        [90000, 'created'],
      ]);
    });

    it('answers the same body again with 200 changed:false and writes nothing (not even updated_at)', async () => {
      const before = await rowsOf(SOL, 'PMS-100');
      const { status: code, body } = await put('PMS-100', pmsReservation());
      expect(code).toBe(200);
      expect(body).toMatchObject({ changed: false, created: false, order: 'unchanged' });
      expect(body.guests.map((guest: { result: string }) => guest.result)).toEqual([
        'unchanged',
        'unchanged',
      ]);
      expect(await rowsOf(SOL, 'PMS-100')).toEqual(before);
    });

    it('updates what the guest has not filled and keeps what the guest did, saying which', async () => {
      const marina = await guestIdOf('PMS-100', 'G1');
      // Marina corrects her e-mail in the portal.
      const saved = await callApi(testApp, 'PUT', `/api/clients/${marina.id}`, claimsOf(marina), {
        body: { email: 'marina.own@example.com' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const changedBody = pmsReservation({
        roomName: '305',
        guests: [
          pmsGuest('G1', 'Marina', '529982247', {
            masterGuest: true,
            email: 'marina.pms@example.com',
            mobilePhone: { countryCode: '55', areaCode: '21', number: '998877665' },
          }),
          pmsGuest('G2', 'Otávio', '111444777', { jobName: 'Engenheiro' }),
        ],
      });
      const { status: code, body } = await put('PMS-100', changedBody);
      expect(code).toBe(200);
      expect(body.changed).toBe(true);
      const byId = Object.fromEntries(
        body.guests.map((guest: { externalId: string }) => [guest.externalId, guest]),
      );
      expect(byId.G1).toMatchObject({ result: 'updated', keptFields: ['email'] });
      expect(byId.G2).toMatchObject({ result: 'updated', keptFields: [] });
      const after = await guestIdOf('PMS-100', 'G1');
      expect(after.email).toBe('marina.own@example.com');
      expect(after.mobileAreaCode).toBe('21');
      expect((await guestIdOf('PMS-100', 'G2')).jobName).toBe('Engenheiro');
      expect((await rowsOf(SOL, 'PMS-100'))?.reservation.roomName).toBe('305');
      // And the status shows Marina's pre-check-in in progress.
      const read = await status('PMS-100');
      const parsed = ZIntegrationReservationStatus.parse(read.body);
      expect(parsed.guests.map((guest) => [guest.externalId, guest.status])).toEqual([
        ['G1', 'in_progress'],
        ['G2', 'not_started'],
      ]);
    });

    it('never overwrites a finished form: the guest is left as it was, and the answer says so', async () => {
      await finalize('PMS-100', 'G2');
      const before = await guestIdOf('PMS-100', 'G2');
      const { status: code, body } = await put(
        'PMS-100',
        pmsReservation({
          roomName: '305',
          guests: [
            pmsGuest('G1', 'Marina', '529982247', {
              masterGuest: true,
              email: 'marina.pms@example.com',
              mobilePhone: { countryCode: '55', areaCode: '21', number: '998877665' },
            }),
            pmsGuest('G2', 'Otaviano', '111444777', { jobName: 'Arquiteto' }),
          ],
        }),
      );
      expect(code).toBe(200);
      const g2 = body.guests.find((guest: { externalId: string }) => guest.externalId === 'G2');
      expect(g2).toMatchObject({ result: 'left', reason: 'finished' });
      expect(await guestIdOf('PMS-100', 'G2')).toEqual(before);
      expect(before.name).toBe('Otávio');
    });

    it('removes a guest no longer sent who has not started, keeps one who has', async () => {
      await put(
        'PMS-101',
        pmsReservation({
          order: null,
          guests: [
            pmsGuest('A', 'Helena', '390533447', { masterGuest: true }),
            pmsGuest('B', 'Caio', '123456789'),
            pmsGuest('C', 'Davi', '987654321'),
          ],
        }),
      );
      const caio = await guestIdOf('PMS-101', 'B');
      const davi = await guestIdOf('PMS-101', 'C');
      // Caio starts his form in the portal; Davi does not.
      const saved = await callApi(testApp, 'PUT', `/api/clients/${caio.id}`, claimsOf(caio), {
        body: { jobName: 'Professor' },
      });
      expect(saved.status).toBe(200);
      const { body } = await put(
        'PMS-101',
        pmsReservation({
          order: null,
          guests: [pmsGuest('A', 'Helena', '390533447', { masterGuest: true })],
        }),
      );
      expect(
        body.guests.map((guest: { externalId: string; result: string; reason: string | null }) => [
          guest.externalId,
          guest.result,
          guest.reason,
        ]),
      ).toEqual([
        ['A', 'unchanged', null],
        ['B', 'left', 'started'],
        ['C', 'removed', null],
      ]);
      const left = (await rowsOf(SOL, 'PMS-101'))?.guests.map((guest) => guest.id);
      expect(left).toContain(caio.id);
      expect(left).not.toContain(davi.id);
    });

    it.each([
      ['no guests', { ...pmsReservation(), guests: [] }, 'body.guests'],
      [
        'two main guests',
        pmsReservation({
          guests: [
            pmsGuest('G1', 'Marina', '529982247', { masterGuest: true }),
            pmsGuest('G2', 'Otávio', '111444777', { masterGuest: true }),
          ],
        }),
        'body.guests',
      ],
      ['a checkout before the check-in', pmsReservation({ checkoutDate: '2026-03-01' }), 'body.checkoutDate'],
      ['an unknown field', { ...pmsReservation(), discount: 10 }, 'body'],
      [
        'charges whose items do not add up',
        pmsReservation({
          order: {
            charges: [
              {
                amount: 1,
                items: [{ description: 'Diária', quantity: 1, amount: 2 }],
                expiration: '2026-03-14T03:00:00Z',
              },
            ],
          },
        }),
        'body.order.charges.0.amount',
      ],
      [
        'an invalid e-mail',
        pmsReservation({
          guests: [pmsGuest('G1', 'Marina', '529982247', { masterGuest: true, email: 'not-an-email' })],
        }),
        'body.guests.0.email',
      ],
      [
        'an invalid CPF',
        pmsReservation({
          guests: [
            pmsGuest('G1', 'Marina', '529982247', {
              masterGuest: true,
              documents: [{ isMain: true, documentTypeId: 1, documentNumber: '529.982.247-00' }],
            }),
          ],
        }),
        'body.guests.0.documents.0.documentNumber',
      ],
    ])('answers 400 for %s, naming the field, and writes nothing', async (_case, body, field) => {
      const { status: code, body: answer } = await put('PMS-400', body);
      expect(code).toBe(400);
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
      expect(await rowsOf(SOL, 'PMS-400')).toBeNull();
    });

    it('answers 400 for a bad reservation number in the path', async () => {
      const { status: code, body } = await put('bad%20number', pmsReservation());
      expect(code).toBe(400);
      expect(body.details.fields[0].field).toBe('params.reservationNumber');
    });
  });

  describe('POST /reservations/:reservationNumber/cancel', () => {
    it('sets status 6 (CANCELLED) once; again, nothing changes', async () => {
      await put('PMS-200', pmsReservation({ order: null }));
      const first = await integrationCall(testApp, 'POST', `${BASE}/reservations/PMS-200/cancel`, solKey);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ resStatus: 6, changed: true });
      const before = await rowsOf(SOL, 'PMS-200');
      const again = await integrationCall(testApp, 'POST', `${BASE}/reservations/PMS-200/cancel`, solKey);
      expect(again.body.changed).toBe(false);
      expect(await rowsOf(SOL, 'PMS-200')).toEqual(before);
      expect((await status('PMS-200')).body.reservation.resStatus).toBe(6);
    });
  });

  describe("one hotel's key never reaches another hotel's data", () => {
    it("answers 404 on every route for the other hotel's reservation and guest", async () => {
      const finished = await guestIdOf('PMS-100', 'G2');
      const before = await rowsOf(SOL, 'PMS-100');
      const answers = [
        await status('PMS-100', marKey),
        await integrationCall(testApp, 'POST', `${BASE}/reservations/PMS-100/cancel`, marKey),
        await integrationCall(testApp, 'GET', `${BASE}/guests/${finished.id}/fnrh`, marKey),
        await integrationCall(testApp, 'GET', `${BASE}/guests/${finished.id}/fnrh.pdf`, marKey),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      expect(answers.map((answer) => answer.body.code)).toEqual([
        'RESERVATION_NOT_FOUND',
        'RESERVATION_NOT_FOUND',
        'GUEST_NOT_FOUND',
        'GUEST_NOT_FOUND',
      ]);
      const feed = await integrationCall(testApp, 'GET', `${BASE}/fnrh?limit=100`, marKey);
      expect(feed.body.entries.map((entry: { guestId: string }) => entry.guestId)).not.toContain(finished.id);
      // The same number upserted by the other hotel is its own reservation: this one stays as it was.
      const created = await put('PMS-100', pmsReservation(), marKey);
      expect(created.status).toBe(201);
      expect(created.body.reservationId).not.toBe(before?.reservation.id);
      expect(await rowsOf(SOL, 'PMS-100')).toEqual(before);
    });

    it("ignores the Host header: the hotel is the key's", async () => {
      const onMarazulHost = await integrationCall(
        testApp,
        'GET',
        `${BASE}/reservations/PMS-101`,
        solKey,
        undefined,
        {
          host: 'marazul.localhost:3000',
        },
      );
      expect(onMarazulHost.status).toBe(200);
      const otherOnOwnHost = await integrationCall(testApp, 'GET', `${BASE}/reservations/PMS-101`, marKey);
      expect(otherOnOwnHost.status).toBe(404);
    });
  });

  describe('finished forms', () => {
    it("GET /guests/:guestId/fnrh answers a finished form as the hotel's export has it, 409 before", async () => {
      const g2 = await guestIdOf('PMS-100', 'G2');
      const { status: code, body } = await integrationCall(
        testApp,
        'GET',
        `${BASE}/guests/${g2.id}/fnrh`,
        solKey,
      );
      expect(code).toBe(200);
      const record = ZFnrhRecord.parse(body);
      expect(record.reservation.reservationNumber).toBe('PMS-100');
      expect(record.guest).toMatchObject({ id: g2.id, name: 'Otávio', fnrhId: g2.fnrhId, isCompleted: true });
      const g1 = await guestIdOf('PMS-100', 'G1');
      const unfinished = await integrationCall(testApp, 'GET', `${BASE}/guests/${g1.id}/fnrh`, solKey);
      expect(unfinished.status).toBe(409);
      expect(unfinished.body.code).toBe('GUEST_DATA_MISSING');
    });

    it('GET /guests/:guestId/fnrh.pdf answers the FNRH document of a finished form, 409 before', async () => {
      const g2 = await guestIdOf('PMS-100', 'G2');
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${BASE}/guests/${g2.id}/fnrh.pdf`,
        headers: { authorization: `Bearer ${solKey}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.text).toContain('Otávio');
      expect(pdf.text).toContain('PMS-100');
      expect(pdf.text).toContain('Pousada Sol Nascente');
      const g1 = await guestIdOf('PMS-100', 'G1');
      const unfinished = await integrationCall(testApp, 'GET', `${BASE}/guests/${g1.id}/fnrh.pdf`, solKey);
      expect(unfinished.status).toBe(409);
      expect(unfinished.body.code).toBe('GUEST_DATA_MISSING');
    });

    it('GET /fnrh pages through every finished form once, in order, and a later one comes on the next poll', async () => {
      await put(
        'PMS-300',
        pmsReservation({
          order: null,
          guests: [
            pmsGuest('M', 'Rita', '390533447', { masterGuest: true }),
            pmsGuest('N', 'Sara', '123456789'),
            pmsGuest('O', 'Tiago', '987654321'),
          ],
        }),
      );
      const finishedIds = [await guestIdOf('PMS-100', 'G2').then((row) => row.id)];
      for (const key of ['M', 'N', 'O']) finishedIds.push(await finalize('PMS-300', key));

      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page += 1) {
        const url = `${BASE}/fnrh?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const { status: code, body } = await integrationCall(testApp, 'GET', url, solKey);
        expect(code).toBe(200);
        const parsed = ZFnrhFeedPage.parse(body);
        expect(parsed.entries.length).toBeLessThanOrEqual(2);
        seen.push(...parsed.entries.map((entry) => entry.guestId));
        cursor = parsed.nextCursor;
        if (!parsed.hasMore) break;
      }
      expect(seen).toEqual(finishedIds);

      const idle = await integrationCall(testApp, 'GET', `${BASE}/fnrh?cursor=${cursor}`, solKey);
      expect(idle.body).toEqual({ entries: [], nextCursor: cursor, hasMore: false });

      const late = await finalize('PMS-100', 'G1');
      const next = await integrationCall(testApp, 'GET', `${BASE}/fnrh?cursor=${cursor}`, solKey);
      expect(next.body.entries.map((entry: { guestId: string }) => entry.guestId)).toEqual([late]);
      expect(next.body.entries[0].record.guest.email).toBe('marina.own@example.com');
    });

    it.each(['not-base64!', 'Zm9v', 'ZjE6LTE'])(
      'answers 400 for a cursor it did not give (%s)',
      async (cursor) => {
        const { status: code, body } = await integrationCall(
          testApp,
          'GET',
          `${BASE}/fnrh?cursor=${cursor}`,
          solKey,
        );
        expect(code).toBe(400);
        expect(body.details.fields[0].field).toBe('query.cursor');
      },
    );
  });
});
