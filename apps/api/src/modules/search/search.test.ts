import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSearchResponse } from '@hospedar/contracts/search/search-reservations';
import { companies } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { postSearch } from '../../test/search-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';

const sol = (number: string) => demoReservationId('solnascente', number);
const numbersOf = (body: unknown) => ZSearchResponse.parse(body).map((found) => found.reservationNumber);

describe('POST /api/appointments/search', () => {
  let testApp: TestApp;
  // Seeded with today 2026-03-10: 1001 runs 2026-03-13 → 2026-03-16.
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: fixedClock('2026-03-10T15:00:00Z'),
      // These tests fail on purpose many times from one address; the lock has its own tests.
      searchLock: { maxFailures: 1000, windowMinutes: 15 },
    });
  });
  afterAll(() => testApp.close());
  const search = (body: Record<string, unknown>, host?: string) => postSearch(testApp.app, body, { host });

  describe('by reservation number and last name', () => {
    it('finds 1001 with the main guest matched', async () => {
      const { status, body } = await search({
        type: 'reservation',
        reservationNumber: '1001',
        lastName: 'Souza',
      });
      expect(status).toBe(200);
      expect(ZSearchResponse.parse(body)).toEqual([
        {
          id: sol('1001'),
          reservationNumber: '1001',
          resStatus: 1,
          checkinDate: '2026-03-13',
          checkoutDate: '2026-03-16',
          adultsNumber: expect.any(Number),
          childrenNumber: expect.any(Number),
          guestId: demoGuestId('solnascente', '1001:ana'),
          guestFirstName: 'Ana',
        },
      ]);
    });

    it.each(['souza', '  SOUZA ', 'Sóuzá'])(
      'ignores case, accents and spaces in the last name (%s)',
      async (lastName) => {
        const { body } = await search({ type: 'reservation', reservationNumber: ' 1001 ', lastName });
        expect(numbersOf(body)).toEqual(['1001']);
      },
    );

    it("matches a companion's last name, answering that guest", async () => {
      const { body } = await search({ type: 'reservation', reservationNumber: '1001', lastName: 'Lima' });
      expect(ZSearchResponse.parse(body)).toEqual([
        expect.objectContaining({
          guestId: demoGuestId('solnascente', '1001:carla'),
          guestFirstName: 'Carla',
        }),
      ]);
    });

    it('matches accented stored names typed without accents (Fábio Gomes, Júlio Teixeira)', async () => {
      expect(
        numbersOf((await search({ type: 'reservation', reservationNumber: '1004', lastName: 'gomes' })).body),
      ).toEqual(['1004']);
    });

    it.each([
      ['a wrong last name', '1001', 'Silva'],
      ['a part of the last name', '1001', 'Souz'],
      ['an unknown number', '9999', 'Souza'],
      ["another hotel's reservation", '2001', 'Almeida'],
    ])('finds nothing for %s', async (_case, reservationNumber, lastName) => {
      const { status, body } = await search({ type: 'reservation', reservationNumber, lastName });
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });

    it("finds the other hotel's reservation on its own host", async () => {
      const { body } = await search(
        { type: 'reservation', reservationNumber: '2001', lastName: 'Almeida' },
        HOSTS.marazul,
      );
      expect(numbersOf(body)).toEqual(['2001']);
    });

    it('answers blocked and expired reservations too: the portal shows their messages', async () => {
      const cases: [string, string, number][] = [
        ['1003', 'Martins', 3],
        ['1004', 'Gomes', 4],
        ['1005', 'Rocha', 5],
        ['1006', 'Barros', 6],
        ['1008', 'Teixeira', 1],
      ];
      for (const [reservationNumber, lastName, resStatus] of cases) {
        const { body } = await search({ type: 'reservation', reservationNumber, lastName });
        expect(ZSearchResponse.parse(body)).toEqual([
          expect.objectContaining({ reservationNumber, resStatus }),
        ]);
      }
      const expired = await search({ type: 'reservation', reservationNumber: '1008', lastName: 'Teixeira' });
      expect(expired.body[0].checkoutDate).toBe('2026-03-08');
    });
  });

  describe('by main document', () => {
    it.each(['529.982.247-25', '52998224725', ' 529 982 247 25 '])(
      "finds Ana's 1001 by CPF typed as %s",
      async (documentNumber) => {
        const { body } = await search({ type: 'document', documentTypeId: 1, documentNumber });
        expect(ZSearchResponse.parse(body)).toEqual([
          expect.objectContaining({
            reservationNumber: '1001',
            guestId: demoGuestId('solnascente', '1001:ana'),
          }),
        ]);
      },
    );

    it('finds both reservations of Marcos by his CPF', async () => {
      const { body } = await search({
        type: 'document',
        documentTypeId: 1,
        documentNumber: '715.284.396-19',
      });
      expect(numbersOf(body)).toEqual(['1010', '1011']);
    });

    it.each(['584219376', ' 584 219 376 ', '584.219.376'])(
      'finds a passport case- and space-insensitively (%s)',
      async (documentNumber) => {
        const { body } = await search({ type: 'document', documentTypeId: 4, documentNumber });
        expect(numbersOf(body)).toEqual(['1040']);
      },
    );

    it('needs the right document type', async () => {
      const { body } = await search({ type: 'document', documentTypeId: 4, documentNumber: '52998224725' });
      expect(body).toEqual([]);
    });

    it("never finds another hotel's guest", async () => {
      const { body } = await search({
        type: 'document',
        documentTypeId: 1,
        documentNumber: '384.915.260-05',
      });
      expect(body).toEqual([]);
    });
  });

  describe('by e-mail and last name', () => {
    it.each(['ana.souza@example.com', '  ANA.Souza@Example.COM  '])('finds 1001 with %s', async (contact) => {
      const { status, body } = await search({ type: 'mail', contact, lastName: 'souza' });
      expect(status).toBe(200);
      expect(numbersOf(body)).toEqual(['1001']);
    });

    it('finds both reservations of Marcos', async () => {
      const { body } = await search({
        type: 'mail',
        contact: 'marcos.oliveira@example.com',
        lastName: 'Oliveira',
      });
      expect(numbersOf(body)).toEqual(['1010', '1011']);
    });

    it('finds nothing with a wrong last name', async () => {
      const { body } = await search({ type: 'mail', contact: 'ana.souza@example.com', lastName: 'Lima' });
      expect(body).toEqual([]);
    });
  });

  describe('by mobile phone and last name', () => {
    it.each([
      '+55 (48) 99123-4567',
      '5548991234567',
      '48991234567',
      '(48) 99123-4567',
      '+55 48 99123 4567',
      '48.99123.4567',
    ])('finds 1001 with %s', async (contact) => {
      const { status, body } = await search({ type: 'phone', contact, lastName: 'Souza' });
      expect(status).toBe(200);
      expect(numbersOf(body)).toEqual(['1001']);
    });

    it('finds a foreign number with its country code', async () => {
      const { body } = await search({ type: 'phone', contact: '+1 617 5550140', lastName: 'Miller' });
      expect(numbersOf(body)).toEqual(['1040']);
    });

    it('finds both reservations of Marcos', async () => {
      const { body } = await search({ type: 'phone', contact: '11987651010', lastName: 'Oliveira' });
      expect(numbersOf(body)).toEqual(['1010', '1011']);
    });

    it.each([
      ['a wrong last name', '5548991234567', 'Costa'],
      ['a number that is only the end of one', '991234567', 'Souza'],
      ['another country code', '+54 48 99123 4567', 'Souza'],
    ])('finds nothing with %s', async (_case, contact, lastName) => {
      const { body } = await search({ type: 'phone', contact, lastName });
      expect(body).toEqual([]);
    });
  });

  describe('by first name, last name and dates', () => {
    it('finds 1001 with the exact stay', async () => {
      const { body } = await search({
        type: 'name',
        name: 'ana',
        lastName: 'SOUZA',
        checkinDate: '2026-03-13',
        checkoutDate: '2026-03-16',
      });
      expect(numbersOf(body)).toEqual(['1001']);
    });

    it.each([
      ['another check-in', '2026-03-12', '2026-03-16', 'Ana'],
      ['another check-out', '2026-03-13', '2026-03-17', 'Ana'],
      ['another first name', '2026-03-13', '2026-03-16', 'Bruna'],
    ])('finds nothing with %s', async (_case, checkinDate, checkoutDate, name) => {
      const { body } = await search({ type: 'name', name, lastName: 'Souza', checkinDate, checkoutDate });
      expect(body).toEqual([]);
    });
  });

  describe("the hotel's search types", () => {
    it.each([
      ['document', { type: 'document', documentTypeId: 6, documentNumber: '38123456' }],
      [
        'name',
        {
          type: 'name',
          name: 'Beatriz',
          lastName: 'Almeida',
          checkinDate: '2026-03-12',
          checkoutDate: '2026-03-15',
        },
      ],
    ])('refuses %s on marazul with 400 naming body.type', async (_type, body) => {
      const response = await search(body, HOSTS.marazul);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.details.fields).toEqual([expect.objectContaining({ field: 'body.type' })]);
    });

    it('accepts mail and phone on marazul (one flag for both)', async () => {
      const mail = await search(
        { type: 'mail', contact: 'sofia.martinez@example.com', lastName: 'Martinez' },
        HOSTS.marazul,
      );
      expect(numbersOf(mail.body)).toEqual(['2002']);
      const phone = await search(
        { type: 'phone', contact: '+54 11 5555-2002', lastName: 'Martínez' },
        HOSTS.marazul,
      );
      expect(numbersOf(phone.body)).toEqual(['2002']);
    });

    it('refuses a type whose flag is on but which the hotel’s searchTypes do not list', async () => {
      const setListed = (types: string[]) =>
        testApp.db
          .update(companies)
          .set({
            parameters: sql`jsonb_set(${companies.parameters}, '{searchTypes}', ${JSON.stringify(types)}::jsonb)`,
          })
          .where(eq(companies.subdomain, 'solnascente'));
      const byMail = { type: 'mail', contact: 'ana.souza@example.com', lastName: 'Souza' };
      await setListed(['reservation', 'document']);
      try {
        const refused = await search(byMail);
        expect(refused.status).toBe(400);
        expect(refused.body.details.fields).toEqual([expect.objectContaining({ field: 'body.type' })]);
      } finally {
        await setListed(['reservation', 'document', 'mail', 'phone', 'name']);
      }
      expect((await search(byMail)).status).toBe(200);
    });

    it('refuses facial recognition, which this API does not search by', async () => {
      const response = await search({ type: 'facial_recognition', url: 'x' });
      expect(response.status).toBe(400);
    });
  });

  describe('the hotel', () => {
    it('answers 404 TENANT_NOT_FOUND on a host no hotel answers', async () => {
      const response = await postSearch(
        testApp.app,
        { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' },
        { host: HOSTS.unknown, botCheck: 'x'.repeat(20) },
      );
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('TENANT_NOT_FOUND');
    });

    it("accepts the hotel's own companyId and refuses another hotel's with 404 TENANT_NOT_FOUND", async () => {
      const base = { type: 'reservation', reservationNumber: '1001', lastName: 'Souza' };
      const own = await search({ ...base, companyId: demoCompanyId('solnascente') });
      expect(numbersOf(own.body)).toEqual(['1001']);
      const other = await search({ ...base, companyId: demoCompanyId('marazul') });
      expect(other.status).toBe(404);
      expect(other.body.code).toBe('TENANT_NOT_FOUND');
    });
  });

  describe('malformed bodies', () => {
    it.each([
      ['type', { reservationNumber: '1001', lastName: 'Souza' }],
      ['type', { type: 'nope', reservationNumber: '1001', lastName: 'Souza' }],
      ['reservationNumber', { type: 'reservation', lastName: 'Souza' }],
      ['reservationNumber', { type: 'reservation', reservationNumber: '   ', lastName: 'Souza' }],
      ['reservationNumber', { type: 'reservation', reservationNumber: 'x'.repeat(41), lastName: 'Souza' }],
      ['lastName', { type: 'reservation', reservationNumber: '1001' }],
      ['lastName', { type: 'reservation', reservationNumber: '1001', lastName: 'Sou\u0000za' }],
      ['documentTypeId', { type: 'document', documentTypeId: 9, documentNumber: '52998224725' }],
      ['documentNumber', { type: 'document', documentTypeId: 1, documentNumber: 12 }],
      ['contact', { type: 'mail', contact: 'not-an-email', lastName: 'Souza' }],
      ['contact', { type: 'phone', contact: '12ab34', lastName: 'Souza' }],
      ['contact', { type: 'phone', contact: '1234567', lastName: 'Souza' }],
      [
        'checkinDate',
        {
          type: 'name',
          name: 'Ana',
          lastName: 'Souza',
          checkinDate: '2026-02-30',
          checkoutDate: '2026-03-16',
        },
      ],
      [
        'checkoutDate',
        {
          type: 'name',
          name: 'Ana',
          lastName: 'Souza',
          checkinDate: '2026-03-13',
          checkoutDate: '16/03/2026',
        },
      ],
      ['companyId', { type: 'reservation', reservationNumber: '1001', lastName: 'Souza', companyId: 'abc' }],
    ])('answers 400 naming body.%s', async (field, body) => {
      const response = await search(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      const fields = response.body.details.fields.map((issue: { field: string }) => issue.field);
      expect(
        fields.some((name: string) => name === `body.${field}` || name.startsWith(`body.${field}.`)),
      ).toBe(true);
    });

    it('answers 400 for a body that is not JSON, or not an object', async () => {
      for (const payload of ['{"type":', '[]', '"reservation"', 'null']) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/appointments/search',
          headers: { host: HOSTS.solnascente, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBe(400);
      }
    });
  });
});
